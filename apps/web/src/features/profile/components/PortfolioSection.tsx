import { CreatePortfolioItemSchema, PORTFOLIO_TYPES, type PortfolioItem } from '@stave/contracts';
import { Disc3, ExternalLink, Film, Mic2, Music, Plus, Users } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { SkeletonList, SkeletonMedia } from '@/components/ui/skeleton';
import { uploadPortfolioImage } from '@/features/profile/api/profile.api';
import { useProfileItemsQuery } from '@/features/profile/api/profile.queries';
import { DeleteItemDialog } from '@/features/profile/components/DeleteItemDialog';
import type { FieldDef } from '@/features/profile/components/ItemFormDialog';
import { ItemFormDialog } from '@/features/profile/components/LazyItemFormDialog';
import { ItemActions, SectionCard, useFocusNewItem } from '@/features/profile/components/SectionCard';
import { displayHost, formatLongMonthYear } from '@/lib/format';
import { isDisplayableImage, mediaUrl } from '@/lib/media-url';

const TYPE_LABELS: Record<PortfolioItem['type'], string> = {
  track: 'Track',
  album: 'Album',
  video: 'Video',
  live: 'Live',
  collaboration: 'Collaboration',
};
const TYPE_ICONS: Record<PortfolioItem['type'], ComponentType<{ className?: string }>> = {
  track: Music,
  album: Disc3,
  video: Film,
  live: Mic2,
  collaboration: Users,
};

const FIELDS: readonly FieldDef[] = [
  { name: 'title', label: 'Title', kind: 'text', placeholder: 'Night Drive (single)', wide: true },
  { name: 'type', label: 'Type', kind: 'select', options: PORTFOLIO_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] })) },
  { name: 'date', label: 'Date', kind: 'date' },
  { name: 'description', label: 'Description', kind: 'textarea', placeholder: 'What it is, your role, who you made it with.' },
  {
    name: 'image',
    label: 'Image',
    kind: 'image',
    upload: uploadPortfolioImage,
    placeholder: 'https://…/artwork.jpg',
    hint: 'Upload the cover art or a photo, or paste a link to one.',
    wide: true,
  },
  { name: 'url', label: 'Link', kind: 'url', optional: true, placeholder: 'https://open.spotify.com/…', hint: 'Where people can listen or watch.', wide: true },
];

const EMPTY_VALUES = { title: '', type: '', date: '', description: '', image: '', url: '' };

function Artwork({ item }: { item: PortfolioItem }) {
  const Icon = TYPE_ICONS[item.type];
  const src = isDisplayableImage(item.image) ? mediaUrl(item.image) : null;
  return (
    <div className="relative aspect-[16/10] overflow-hidden rounded-t-xl bg-ink">
      {src ? (
        <img src={src} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        // Images hosted elsewhere can't load under the CSP; the tile names where they live.
        <div className="flex size-full flex-col items-center justify-center gap-2 bg-[radial-gradient(circle_at_30%_20%,oklch(0.77_0.145_68/0.35),transparent_60%)] text-ink-foreground/80">
          <Icon className="size-8 text-brand" />
          <span className="max-w-[80%] truncate text-xs">{displayHost(item.image)}</span>
        </div>
      )}
      <Badge variant="secondary" className="absolute top-3 left-3 bg-card/90 backdrop-blur">
        {TYPE_LABELS[item.type]}
      </Badge>
    </div>
  );
}

// Work tab: portfolio items, with Add Portfolio Item (rules) for the owner.
export function PortfolioSection({ userId, own, ownerName }: { userId: number; own: boolean; ownerName: string }) {
  const query = useProfileItemsQuery('portfolio', userId);
  const [dialog, setDialog] = useState<{ item?: PortfolioItem; key: number } | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; label: string } | null>(null);
  const items = query.data ?? [];
  const newItem = useFocusNewItem(items.map((item) => item.id));

  const add = own ? (
    <Button size="sm" onClick={() => setDialog({ key: Date.now() })}>
      <Plus aria-hidden="true" />
      Add Portfolio Item
    </Button>
  ) : null;

  return (
    <SectionCard title="Portfolio" count={items.length} action={items.length > 0 ? add : null}>
      <QueryState
        query={query}
        loadingLabel="Loading portfolio..."
        loading={
          <SkeletonList count={2} className="grid gap-4 sm:grid-cols-2">
            <SkeletonMedia
              media="aspect-[16/10] rounded-none"
              bars={['h-5 w-2/3', 'h-4 w-full']}
              className="overflow-hidden rounded-xl border"
              barsClassName="grid gap-2 p-4"
            />
          </SkeletonList>
        }
        error={{ icon: Music, title: 'Unable to load portfolio' }}
        isEmpty={(data) => (data ?? []).length === 0}
        empty={
          <EmptyState
            icon={Music}
            title={own ? 'Show people your work' : 'No portfolio yet'}
            description={own ? 'Add tracks, albums, videos and live sets so collaborators can hear what you do.' : `${ownerName} hasn't added any work yet.`}
            action={add}
          />
        }
      >
        {() => (
          <ul className="grid gap-4 sm:grid-cols-2">
            {items.map((item) => (
              <li key={item.id} className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-card" {...newItem.itemProps(item.id)}>
                <Artwork item={item} />
                <div className="flex flex-1 flex-col p-4">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h3 className="font-semibold break-words">{item.title}</h3>
                      <p className="text-[13px] text-muted-foreground">{formatLongMonthYear(item.date)}</p>
                    </div>
                    {own ? (
                      <ItemActions
                        label={item.title}
                        onEdit={() => setDialog({ item, key: Date.now() })}
                        onDelete={() => setDeleting({ id: item.id, label: item.title })}
                      />
                    ) : null}
                  </div>
                  <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{item.description}</p>
                  {item.url ? (
                    <a
                      href={item.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-auto inline-flex w-fit items-center gap-1.5 pt-3 text-sm font-medium text-brand-strong underline-offset-4 hover:underline"
                    >
                      Open {displayHost(item.url).split('/')[0]}
                      <ExternalLink className="size-3.5" aria-hidden="true" />
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {dialog ? (
        <ItemFormDialog
          key={dialog.key}
          area="portfolio"
          userId={userId}
          open
          onOpenChange={(open) => (open ? undefined : setDialog(null))}
          title={dialog.item ? 'Edit Portfolio Item' : 'Add Portfolio Item'}
          description="Tracks, albums, videos, live sets and collaborations you're proud of."
          fields={FIELDS}
          schema={CreatePortfolioItemSchema}
          initial={
            dialog.item
              ? {
                  title: dialog.item.title,
                  type: dialog.item.type,
                  date: dialog.item.date,
                  description: dialog.item.description,
                  image: dialog.item.image,
                  url: dialog.item.url ?? '',
                }
              : EMPTY_VALUES
          }
          editingId={dialog.item?.id}
          submitLabel={dialog.item ? 'Save changes' : 'Add item'}
          onCreated={newItem.onCreated}
          toasts={{
            created: { title: 'Success', description: 'Portfolio item created successfully' },
            updated: { title: 'Portfolio item updated', description: 'Your changes are saved.' },
          }}
        />
      ) : null}
      <DeleteItemDialog area="portfolio" userId={userId} target={deleting} noun="Portfolio item" onClose={() => setDeleting(null)} />
    </SectionCard>
  );
}
