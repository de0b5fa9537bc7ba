import type { CollaborationView } from '@stave/contracts';
import { Handshake, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ListPageHeader } from '@/components/lists/ListPageHeader';
import { ViewTabsList } from '@/components/lists/ViewTabsList';
import { ActionButton } from '@/components/ui/action-button';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { withParam } from '@/lib/url-params';
import { collaborationKeys, usePopularGenresQuery } from '../api/collaborations.queries';
import {
  activeFilterCount,
  hasGenre,
  HUB_VIEWS,
  PARAM,
  readFilters,
  readSharedId,
  readView,
  withGenre,
  withoutFilters,
  type HubView,
} from '../collaboration-filters';
import { CollaborationFilterBar } from '../components/CollaborationFilterBar';
import { CollaborationResults } from '../components/CollaborationResults';
import { CollaborationTipsCard } from '../components/CollaborationTipsCard';
import { MessageAuthorDialog } from '../components/MessageAuthorDialog';
import { PopularGenresCard } from '../components/PopularGenresCard';
import { PostCollaborationDialog } from '../components/PostCollaborationDialog';
import { SharedCollaboration } from '../components/SharedCollaboration';

const VIEW_LABELS: Record<HubView, string> = { all: 'All Collaborations', mine: 'My Collaborations' };

// Collaboration Hub (/collaborate) with additions: the server filters and pages;
// the tab, search and filters live in the URL, so Back and a shared link keep them.
export function CollaboratePage() {
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const filters = readFilters(params);
  const sharedId = readSharedId(params);
  const genres = usePopularGenresQuery();
  const [panelOpen, setPanelOpen] = useState(() => activeFilterCount(filters) > 0);
  const [posting, setPosting] = useState<number | null>(null);
  const [messaging, setMessaging] = useState<CollaborationView | null>(null);

  // Typing in the search box replaces the entry; a choice is a step Back can undo.
  const setSearch = (term: string) => setParams((current) => withParam(current, PARAM.search, term || undefined), { replace: true });
  const setGenre = (genre: string, on: boolean) => setParams((current) => withGenre(current, genre, on));
  const setToggle = (key: 'remote' | 'paid', on: boolean) => setParams((current) => withParam(current, PARAM[key], on ? 'true' : undefined));
  const setView = (next: string) => setParams((current) => withParam(current, PARAM.view, next === 'mine' ? 'mine' : undefined));
  const clear = () => setParams((current) => withoutFilters(current));
  const clearAll = () => setParams((current) => withoutFilters(current, { search: true }));
  const dismissShared = () => setParams((current) => withParam(current, PARAM.shared, undefined), { replace: true });
  // A popular genre adds itself to the filter and opens the panel.
  const pickGenre = (genre: string) => {
    if (!hasGenre(filters, genre)) setGenre(genre, true);
    setPanelOpen(true);
  };
  const openPost = () => setPosting(Date.now());

  const hub = (
    <div className="grid grid-cols-1 gap-4">
      <CollaborationFilterBar
        filters={filters}
        genres={genres.data}
        panelOpen={panelOpen}
        onPanelOpen={setPanelOpen}
        onSearch={setSearch}
        onGenre={setGenre}
        onToggle={setToggle}
        onClear={clear}
      />
      {sharedId !== null ? <SharedCollaboration id={sharedId} onMessage={setMessaging} onDismiss={dismissShared} /> : null}
      <CollaborationResults filters={filters} onMessage={setMessaging} onPost={openPost} onClear={clearAll} />
    </div>
  );

  return (
    <>
      <ListPageHeader
        documentTitle="Collaboration Hub · Stave"
        icon={Handshake}
        title="Collaboration Hub"
        description="Find the right people for your next track, tour or project."
        actions={<ActionButton icon={Plus} onClick={openPost} label="Post Collaboration" />}
        queryKey={collaborationKeys.root}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Tabs value={view} onValueChange={setView} className="min-w-0">
          <ViewTabsList views={HUB_VIEWS} labels={VIEW_LABELS} />
          {HUB_VIEWS.map((value) => (
            <TabsContent key={value} value={value}>
              {value === view ? hub : null}
            </TabsContent>
          ))}
        </Tabs>
        <aside className="grid content-start gap-4" aria-label="Collaboration tools">
          <PopularGenresCard genres={genres.data} isChosen={(genre) => hasGenre(filters, genre)} onPick={pickGenre} />
          <CollaborationTipsCard />
        </aside>
      </div>
      {posting !== null ? <PostCollaborationDialog key={posting} open onOpenChange={(open) => (open ? undefined : setPosting(null))} /> : null}
      {messaging ? (
        <MessageAuthorDialog key={messaging.id} collaboration={messaging} open onOpenChange={(open) => (open ? undefined : setMessaging(null))} />
      ) : null}
    </>
  );
}
