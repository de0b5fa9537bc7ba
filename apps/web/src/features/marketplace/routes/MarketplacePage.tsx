import type { ListingSort, ListingView } from '@stave/contracts';
import { LogIn, Plus, Store } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ListPageHeader } from '@/components/lists/ListPageHeader';
import { ActionButton, ActionLink } from '@/components/ui/action-button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/auth';
import { ROUTES, buildRoute } from '@/routes';
import { marketplaceKeys, useCategoriesQuery, useModeratorQuery } from '../api/marketplace.queries';
import { BrowseResults } from '../components/BrowseResults';
import { ListingFiltersCard } from '../components/ListingFiltersCard';
import type { StorefrontPanels } from '../public-storefront-panels';
import {
  clearedFilters,
  readFilters,
  readTab,
  toSearchParams,
  withFilter,
  type FilterKey,
  type ListingFilters,
  type MarketplaceTab,
} from '../marketplace-filters';

// Only Browse is part of the marketplace's first paint; the other tabs, the moderators' queues and the dialogs load
// when they are opened (docs/web.md, Bundle).
const ListingFormDialog = lazy(() => import('../components/ListingFormDialog').then((m) => ({ default: m.ListingFormDialog })));
const ContactSellerDialog = lazy(() => import('../components/ContactSellerDialog').then((m) => ({ default: m.ContactSellerDialog })));
const CategoriesGrid = lazy(() => import('../components/CategoriesGrid').then((m) => ({ default: m.CategoriesGrid })));
const MyListings = lazy(() => import('../components/MyListings').then((m) => ({ default: m.MyListings })));
const WatchingList = lazy(() => import('../components/WatchingList').then((m) => ({ default: m.WatchingList })));
const StolenGearCard = lazy(() => import('../components/StolenGearCard').then((m) => ({ default: m.StolenGearCard })));
const ReportsQueue = lazy(() => import('../components/ReportsQueue').then((m) => ({ default: m.ReportsQueue })));
const StolenMatchesQueue = lazy(() => import('../components/StolenMatchesQueue').then((m) => ({ default: m.StolenMatchesQueue })));

const TAB_LABELS: Record<MarketplaceTab, string> = {
  browse: 'Browse',
  categories: 'Categories',
  mine: 'Mine',
  watching: 'Watching',
  reports: 'Reports',
  verifications: 'Verifications',
};

type Editing = { key: number; listing?: ListingView };

// Marketplace (/marketplace), for visitors too: Browse, Categories and, signed in,
// Mine and Watching (moderators also Reports, with the stolen gear checks, and Verifications). The tab, filters and
// page live in the URL.
export function MarketplacePage({ storefrontPanels }: { storefrontPanels?: StorefrontPanels }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const memberId = user?.id ?? null;
  const moderator = useModeratorQuery(memberId !== null).data ?? false;
  const [params, setParams] = useSearchParams();
  const tab = readTab(params, { signedIn: memberId !== null, moderator });
  const filters = readFilters(params);
  const categories = useCategoriesQuery();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [contacting, setContacting] = useState<ListingView | null>(null);

  // Each change starts from the URL as it is now, not as it was at the last render: two typed
  // filters commit one after the other, and the second must keep the first. A change that changes
  // nothing is dropped (a tab reports its choice on mousedown and again on focus). Typing replaces
  // the entry; a choice is a step Back can undo.
  const update = (change: (current: ListingFilters) => ListingFilters, nextTab?: MarketplaceTab, replace = false) => {
    const now = new URLSearchParams(window.location.search);
    const next = toSearchParams(nextTab ?? tab, change(readFilters(now)));
    if (next.toString() !== now.toString()) setParams(next, { replace });
  };
  const setFilter = <K extends FilterKey>(key: K, value: ListingFilters[K] | undefined) =>
    update((current) => withFilter(current, key, value), undefined, key === 'search' || key === 'location' || key === 'minPrice' || key === 'maxPrice');
  const setSort = (sort: ListingSort | undefined) => update((current) => ({ ...current, sort, page: 1 }));
  const clear = () => update(clearedFilters);
  const browseCategory = (categoryId: number) => update((current) => withFilter(clearedFilters(current), 'categoryId', categoryId), 'browse');
  const showTab = (next: MarketplaceTab) => update((current) => current, next);
  const create = () => setEditing({ key: Date.now() });
  const edit = (listing: ListingView) => setEditing({ key: Date.now(), listing });
  // Chat listings open the message dialog; an external contact, or a visitor, goes to the listing.
  const contact = (listing: ListingView) =>
    memberId !== null && listing.contactMethod === 'chat' ? setContacting(listing) : void navigate(buildRoute(ROUTES.marketplaceListing, { id: listing.id }));
  const tabs = (['browse', 'categories', 'mine', 'watching', 'reports', 'verifications'] as const)
    .filter((value) => (value !== 'mine' && value !== 'watching') || memberId !== null)
    .filter((value) => (value !== 'reports' && value !== 'verifications') || moderator);

  return (
    <>
      <ListPageHeader
        documentTitle="Marketplace · Stave"
        icon={Store}
        title="Music Marketplace"
        description="Buy and sell music equipment within the community"
        actions={
          memberId !== null ? (
            <ActionButton icon={Plus} onClick={create} label="List Equipment" />
          ) : (
            <ActionLink icon={LogIn} variant="outline" to={ROUTES.login} label="Sign in to sell" />
          )
        }
        queryKey={marketplaceKeys.root}
      />
      <Tabs value={tab} onValueChange={(next) => showTab(next as MarketplaceTab)} className="min-w-0">
        {/* One row on a phone (the tabs wrapped onto two at 360 px): each tab as wide as its label, and a moderator's
            six scroll sideways inside the row rather than the page. */}
        <TabsList className="flex w-full justify-start overflow-x-auto sm:inline-flex sm:w-auto">
          {tabs.map((value) => (
            <TabsTrigger key={value} value={value} className="flex-auto px-2.5 sm:flex-none sm:px-3">
              {TAB_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="browse" className="grid gap-4">
          {tab === 'browse' ? (
            <>
              <ListingFiltersCard filters={filters} categories={categories.data} onChange={setFilter} onSort={setSort} onClear={clear} />
              <BrowseResults
                filters={filters}
                memberId={memberId}
                onPage={(page) => update((current) => ({ ...current, page }))}
                onClear={clear}
                onCreate={create}
                onContact={contact}
                onEdit={edit}
              />
            </>
          ) : null}
        </TabsContent>
        <TabsContent value="categories">
          {tab === 'categories' ? (
            <Suspense fallback={<TabLoading />}>
              <CategoriesGrid query={categories} onPick={browseCategory} />
            </Suspense>
          ) : null}
        </TabsContent>
        {memberId !== null ? (
          <>
            <TabsContent value="mine">
              {tab === 'mine' ? (
                <Suspense fallback={<TabLoading />}>
                  <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
                    <MyListings onCreate={create} onEdit={edit} />
                    <aside className="grid content-start gap-4" aria-label="Seller tools">
                      {user && storefrontPanels ? <storefrontPanels.SellerCard userId={user.id} tier={user.subscriptionTier} /> : null}
                      <StolenGearCard />
                    </aside>
                  </div>
                </Suspense>
              ) : null}
            </TabsContent>
            <TabsContent value="watching">
              {tab === 'watching' ? (
                <Suspense fallback={<TabLoading />}>
                  <WatchingList onBrowse={() => showTab('browse')} onContact={contact} onEdit={edit} />
                </Suspense>
              ) : null}
            </TabsContent>
          </>
        ) : null}
        {moderator ? (
          <TabsContent value="reports" className="grid gap-8">
            {tab === 'reports' ? (
              <Suspense fallback={<TabLoading />}>
                <ReportsQueue />
                <StolenMatchesQueue />
              </Suspense>
            ) : null}
          </TabsContent>
        ) : null}
        {moderator && memberId !== null ? (
          <TabsContent value="verifications">
            {tab === 'verifications' ? (
              <Suspense fallback={<TabLoading />}>{storefrontPanels ? <storefrontPanels.VerificationQueue meId={memberId} /> : null}</Suspense>
            ) : null}
          </TabsContent>
        ) : null}
      </Tabs>
      {editing ? (
        <Suspense fallback={null}>
          <ListingFormDialog key={editing.key} listing={editing.listing} onOpenChange={(open) => (open ? undefined : setEditing(null))} />
        </Suspense>
      ) : null}
      {contacting ? (
        <Suspense fallback={null}>
          <ContactSellerDialog key={contacting.id} listing={contacting} onOpenChange={(open) => (open ? undefined : setContacting(null))} />
        </Suspense>
      ) : null}
    </>
  );
}

function TabLoading() {
  return (
    <p role="status" className="py-8 text-center text-sm text-muted-foreground">
      Loading…
    </p>
  );
}
