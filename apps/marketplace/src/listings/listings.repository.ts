import { Injectable } from '@nestjs/common';
import {
  LISTING_CONDITIONS,
  boundingBox,
  type Currency,
  type LatLng,
  type ListingCondition,
  type ListingHiddenReason,
  type ListingSort,
  type ListingStatus,
  type ListingStorefront,
  type PostedBy,
} from '@stave/contracts';
import { Database, assignments, insertion, likeEscape, placeholders, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';
import { neitherBlockedSql, actorOf, type Acting } from '@stave/domain';

export interface ListingRow {
  id: number;
  userId: number;
  title: string;
  description: string;
  // numeric(10,2) arrives as a string of digits.
  price: string;
  currency: Currency;
  categoryId: number;
  categoryName: string;
  condition: ListingCondition;
  brand: string | null;
  model: string | null;
  year: number | null;
  location: string;
  // The postcode and its district's centre (docs/places.md), all three or none.
  postcode: string | null;
  lat: number | null;
  lng: number | null;
  contactMethod: 'chat' | 'external';
  externalContact: string | null;
  photos: Array<{ id: number; url: string; cardUrl: string; isPrimary: boolean }>;
  isActive: boolean;
  isFeatured: boolean;
  views: number;
  status: ListingStatus;
  hiddenReason: ListingHiddenReason | null;
  serialChecked: boolean;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date | null;
  sellerName: string | null;
  sellerUsername: string | null;
  sellerImage: string | null;
  // The team member who listed it for the business; the view shows it to the two of them only.
  actor: PostedBy | null;
  // The seller's storefront while it is shown (active, and the seller on the Business plan).
  storefront: ListingStorefront | null;
}

export interface ListingFields {
  title: string;
  description: string;
  price: string;
  currency: Currency;
  categoryId: number;
  condition: ListingCondition;
  brand: string | null;
  model: string | null;
  year: number | null;
  location: string;
  postcode: string | null;
  lat: number | null;
  lng: number | null;
  contactMethod: 'chat' | 'external';
  externalContact: string | null;
  // The keyed hash of the serial number (SerialKey), never the number.
  serialHash: string | null;
}

// A listing's state, read with its row locked.
export interface ListingState {
  userId: number;
  status: ListingStatus;
  title: string;
  price: string;
  currency: Currency;
  serialHash: string | null;
  hiddenReason: ListingHiddenReason | null;
  contactMethod: 'chat' | 'external';
  externalContact: string | null;
}

export interface ListingFilters {
  // Signed in: listings of members either of whom has blocked the other are left out.
  viewerId?: number;
  // One seller's listings (a storefront's page).
  sellerId?: number;
  search?: string;
  categoryId?: number;
  condition?: ListingCondition;
  minPrice?: number;
  maxPrice?: number;
  location?: string;
  // Within `miles` of a district's centre.
  near?: { centre: LatLng; miles: number };
  sort: ListingSort;
  offset: number;
  limit: number;
}

const COLUMNS: Record<keyof ListingFields, string> = {
  title: 'title',
  description: 'description',
  price: 'price',
  currency: 'currency',
  categoryId: 'category_id',
  condition: 'condition',
  brand: 'brand',
  model: 'model',
  year: 'year',
  location: 'location',
  postcode: 'postcode',
  lat: 'lat',
  lng: 'lng',
  contactMethod: 'contact_method',
  externalContact: 'external_contact',
  serialHash: 'serial_hash',
};

const LISTING_SELECT = `
  SELECT l.id, l.user_id AS "userId", l.title, l.description, l.price::text AS price, l.currency, l.category_id AS "categoryId",
         c.name AS "categoryName", l.condition, l.brand, l.model, l.year, l.location, l.postcode, l.lat, l.lng, l.contact_method AS "contactMethod",
         l.external_contact AS "externalContact",
         (SELECT coalesce(json_agg(json_build_object('id', p.id, 'url', p.image_url, 'cardUrl', p.card_url, 'isPrimary', p.is_primary) ORDER BY p.order_index), '[]')
            FROM equipment_images p WHERE p.listing_id = l.id) AS photos,
         l.is_active AS "isActive", l.is_featured AS "isFeatured", l.views,
         l.status, l.hidden_reason AS "hiddenReason", l.serial_hash IS NOT NULL AS "serialChecked", l.created_at AS "createdAt", l.updated_at AS "updatedAt", l.expires_at AS "expiresAt",
         u.name AS "sellerName", u.username AS "sellerUsername", u.profile_image AS "sellerImage",
         (SELECT json_build_object('id', a.id, 'name', a.name, 'username', a.username) FROM user_summaries a WHERE a.id = l.actor_id) AS "actor",
         CASE WHEN sf.user_id IS NOT NULL
           THEN json_build_object('userId', sf.user_id, 'businessName', sf.business_name, 'verified', sf.verified, 'logoUrl', sf.logo_url) END AS storefront
    FROM equipment_listings l
    JOIN equipment_categories c ON c.id = l.category_id
    LEFT JOIN user_summaries u ON u.id = l.user_id
    LEFT JOIN storefronts sf ON sf.user_id = l.user_id AND sf.is_active AND u.subscription_tier = 'business'`;

// A search's tsquery, written with the statement's placeholders.
type Match = (param: (value: unknown) => string) => string;
type Matching = { params: unknown[]; param: (value: unknown) => string; where: string; query: string | null };

const ORDER: Record<ListingSort, string> = {
  newest: 'l.created_at DESC, l.id DESC',
  'price-asc': 'l.price, l.id',
  'price-desc': 'l.price DESC, l.id DESC',
  relevance: 'rank DESC, l.created_at DESC, l.id DESC',
};

// The only file that writes equipment_listings (it reads a listing's photos with it; photos.repository.ts
// writes them; the moderators' report list reads a listing's title and status).
@Injectable()
export class ListingsRepository {
  constructor(private readonly db: Database) {}

  // For sale.
  async insert(tx: Transaction, acting: Acting, listing: ListingFields, expiresAt: Date): Promise<number> {
    const { params, param } = placeholders();
    const { columns, values } = insertion(COLUMNS, listing, param);
    const row = await queryOne<{ id: number }>(
      tx,
      `INSERT INTO equipment_listings (user_id, actor_id, expires_at, ${columns})
       VALUES (${param(acting.ownerId)}, ${param(actorOf(acting))}, ${param(expiresAt)}, ${values}) RETURNING id`,
      params,
    );
    return row!.id;
  }

  find(db: Queryable, id: number): Promise<ListingRow | null> {
    return queryOne<ListingRow>(db, `${LISTING_SELECT} WHERE l.id = $1`, [id]);
  }

  async update(tx: Transaction, id: number, changes: Partial<ListingFields>): Promise<void> {
    const { params, param } = placeholders();
    const sets = ['updated_at = now()', ...assignments(COLUMNS, changes, param)];
    await tx.query(`UPDATE equipment_listings SET ${sets.join(', ')} WHERE id = ${param(id)}`, params);
  }

  async delete(tx: Transaction, id: number): Promise<void> {
    await tx.query(`DELETE FROM equipment_listings WHERE id = $1`, [id]);
  }

  // The seller's allowance row, locked: every change to how many listings they have for sale runs
  // one at a time. Answers how many are for sale now.
  async lockAllowance(tx: Transaction, sellerId: number): Promise<number> {
    await tx.query(`INSERT INTO user_listing_limits (user_id) VALUES ($1) ON CONFLICT DO NOTHING`, [sellerId]);
    await tx.query(`SELECT 1 FROM user_listing_limits WHERE user_id = $1 FOR UPDATE`, [sellerId]);
    return this.countActive(tx, sellerId);
  }

  async countActive(db: Queryable, sellerId: number): Promise<number> {
    const row = await queryOne<{ count: number }>(db, `SELECT count(*)::int AS count FROM equipment_listings WHERE user_id = $1 AND status = 'active'`, [
      sellerId,
    ]);
    return row?.count ?? 0;
  }

  // user_listing_limits: kept as the listings change.
  async recordAllowance(tx: Transaction, sellerId: number, listed: boolean): Promise<void> {
    await tx.query(
      `UPDATE user_listing_limits SET active_listings = (SELECT count(*) FROM equipment_listings WHERE user_id = $1 AND status = 'active'),
              total_listings = total_listings + $2::int, last_listing_date = CASE WHEN $2::int > 0 THEN now() ELSE last_listing_date END
        WHERE user_id = $1`,
      [sellerId, listed ? 1 : 0],
    );
  }

  // A listing's state, locked; with `sellerId`, null when it is not theirs.
  lockState(tx: Transaction, id: number, sellerId?: number): Promise<ListingState | null> {
    return queryOne(
      tx,
      `SELECT user_id AS "userId", status, title, price::text AS price, currency, serial_hash AS "serialHash", hidden_reason AS "hiddenReason",
              contact_method AS "contactMethod", external_contact AS "externalContact"
         FROM equipment_listings WHERE id = $1 AND ($2::int IS NULL OR user_id = $2) FOR UPDATE`,
      [id, sellerId ?? null],
    );
  }

  // Who sells the listing and its serial, unlocked: to take the serial's and the seller's locks before the listing's.
  peek(db: Queryable, id: number): Promise<{ userId: number; serialHash: string | null } | null> {
    return queryOne(db, `SELECT user_id AS "userId", serial_hash AS "serialHash" FROM equipment_listings WHERE id = $1`, [id]);
  }

  // A new status; hidden and removed ones say why (hiddenReason), any other clears it.
  async setStatus(tx: Transaction, id: number, status: ListingStatus, expiresAt?: Date, hiddenReason: ListingHiddenReason | null = null): Promise<void> {
    await tx.query(
      `UPDATE equipment_listings SET status = $2, is_active = ($2 = 'active'), hidden_reason = $4, updated_at = now(),
              expires_at = coalesce($3, expires_at), expiry_reminded_at = CASE WHEN $3::timestamptz IS NULL THEN expiry_reminded_at END
        WHERE id = $1`,
      [id, status, expiresAt ?? null, hiddenReason],
    );
  }

  // Back from hidden or removed: for sale again, or expired if its time ran out meanwhile.
  async restore(tx: Transaction, id: number): Promise<void> {
    await tx.query(
      `UPDATE equipment_listings SET status = CASE WHEN expires_at <= now() THEN 'expired' ELSE 'active' END,
              is_active = expires_at > now(), hidden_reason = NULL, updated_at = now() WHERE id = $1`,
      [id],
    );
  }

  async countReport(tx: Transaction, id: number): Promise<void> {
    await tx.query(`UPDATE equipment_listings SET reported_count = reported_count + 1 WHERE id = $1`, [id]);
  }

  // The watch list: listings for sale, and sold ones (a watcher sees what happened), newest saved first.
  saved(userId: number, limit: number): Promise<ListingRow[]> {
    return queryRows<ListingRow>(
      this.db.pool,
      `${LISTING_SELECT} JOIN saved_listings s ON s.listing_id = l.id AND s.user_id = $1
        WHERE l.status IN ('active', 'sold') ORDER BY s.created_at DESC, l.id DESC LIMIT $2`,
      [userId, limit],
    );
  }

  // One view a viewer a day (London days): true when this one counted.
  async countView(listingId: number, viewer: string): Promise<void> {
    await this.db.pool.query(
      `WITH seen AS (
         INSERT INTO listing_views (listing_id, viewer, day) VALUES ($1, $2, (now() AT TIME ZONE 'Europe/London')::date)
         ON CONFLICT DO NOTHING RETURNING listing_id)
       UPDATE equipment_listings SET views = views + 1 WHERE id IN (SELECT listing_id FROM seen)`,
      [listingId, viewer],
    );
  }

  // Active listings past their date become expired, a batch at a time; answers how many.
  async expireDue(now: Date, limit: number): Promise<number> {
    const rows = await queryRows(
      this.db.pool,
      `UPDATE equipment_listings SET status = 'expired', is_active = false, updated_at = now()
        WHERE id IN (SELECT id FROM equipment_listings WHERE status = 'active' AND expires_at <= $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING 1`,
      [now, limit],
    );
    return rows.length;
  }

  // Active listings expiring before `before` whose seller has not been reminded, marked reminded.
  dueReminders(tx: Transaction, before: Date, limit: number): Promise<Array<{ id: number; userId: number; title: string; expiresAt: Date }>> {
    return queryRows(
      tx,
      `UPDATE equipment_listings SET expiry_reminded_at = now()
        WHERE id IN (SELECT id FROM equipment_listings WHERE status = 'active' AND expires_at <= $1 AND expiry_reminded_at IS NULL
                      ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING id, user_id AS "userId", title, expires_at AS "expiresAt"`,
      [before, limit],
    );
  }

  // Views older than yesterday can no longer repeat a count.
  async forgetOldViews(): Promise<void> {
    await this.db.pool.query(`DELETE FROM listing_views WHERE day < (now() AT TIME ZONE 'Europe/London')::date - 1`);
  }

  mine(sellerId: number): Promise<ListingRow[]> {
    return queryRows<ListingRow>(this.db.pool, `${LISTING_SELECT} WHERE l.user_id = $1 ORDER BY l.created_at DESC, l.id DESC LIMIT 500`, [sellerId]);
  }

  // Active listings matching the filters: a page of them, and how many there are, counted as far as
  // LIST_COUNTED (500) or the end of the page asked for if further (bench/marketplace-search.mjs, B6: a
  // broad word at 1M listings answers total 500, not 96,000). A search reads the full text index (websearch
  // syntax: words, "phrases", -exclusions) and takes its newest LIST_COUNTED matches, which it then ranks
  // (ts_rank_cd: brand and model above title above description) or sorts by price or date: ranking or
  // sorting all of a broad word's matches would read every one of them. When the text search finds nothing
  // at all, each word the listings' brands, models and titles do not hold is replaced by the nearest of
  // their words by trigram similarity, and the text search runs again (a typo: 'fendr stratocaster').
  async list(filters: ListingFilters): Promise<{ rows: ListingRow[]; total: number }> {
    const categories = filters.categoryId === undefined ? undefined : await this.categoryWithChildren(filters.categoryId);
    if (categories?.length === 0) return { rows: [], total: 0 };
    if (!filters.search) return this.browse(filters, categories);
    const search = filters.search;
    const exact = await this.search(filters, categories, (param) => `websearch_to_tsquery('english', marketplace_unaccent(${param(search)}))`);
    if (exact.total > 0) return exact;
    const corrected = await this.correctedQuery(search);
    return corrected ? this.search(filters, categories, (param) => `${param(corrected)}::tsquery`) : exact;
  }

  private static readonly LIST_COUNTED = 500;

  // A listing's condition, category and the quarter-day it was listed in, as lexemes no search's words can
  // make ('~cgood', '~k101', '~q83125'): the second column of listings_active_search_recent_idx
  // (listing-search-recency.migration.ts, the same expression), so a search with those filters, within a
  // span of quarters, is one index scan that reads from the table only what matches them all.
  private static readonly FACETS = `array_to_tsvector(ARRAY['~c' || l.condition, '~k' || l.category_id, '~q' || marketplace_quarter(l.created_at)])`;
  private static readonly QUARTER_MS = 6 * 3_600_000;
  // The first span asked: the quarter now, the one before, and the next (this clock may be behind the database's).
  private static readonly FIRST_SPAN = 3;
  // A span longer than this (30 days) is not worth narrowing to: the search's matches are then few.
  private static readonly LONGEST_SPAN = 120;

  // A search's newest `counted` matches: first among the listings of the newest quarters (FIRST_SPAN); when
  // they hold fewer, the span their count says should hold half as many again as needed, then once more
  // from that better count; a search too rare for LONGEST_SPAN takes all of its matches. A span that holds
  // `counted` holds the newest `counted` of all. Each step reads from the table only its span's matches, so
  // a word shared by 1% of a million listings reads about 1,000 of its 10,000, not all of them (B6).
  private async search(filters: ListingFilters, categories: number[] | undefined, match: Match): Promise<{ rows: ListingRow[]; total: number }> {
    const counted = Math.max(ListingsRepository.LIST_COUNTED, filters.offset + filters.limit);
    const newest = Math.floor(Date.now() / ListingsRepository.QUARTER_MS) + 1;
    let span = ListingsRepository.FIRST_SPAN;
    for (let step = 0; step < 3; step++) {
      const found = await this.searchPage(
        filters,
        categories,
        match,
        counted,
        Array.from({ length: span }, (_, i) => newest - i),
      );
      if (found.total >= counted) return found;
      if (found.total === 0) break;
      span = Math.ceil((span * counted * 1.5) / found.total);
      if (span > ListingsRepository.LONGEST_SPAN) break;
    }
    return this.searchPage(filters, categories, match, counted, null);
  }

  // One page of a search's newest `counted` matches (within `quarters` when given), in the order asked for;
  // their number is the total. The order by `created_at + '0 s'` keeps the plan off the newest-first index:
  // guessing a word's share from statistics, the planner walked it past all 845k listings for sale at 1M
  // for 'theremin' (7 matches, 600 ms) when sorting by price.
  private async searchPage(
    filters: ListingFilters,
    categories: number[] | undefined,
    match: Match,
    counted: number,
    quarters: number[] | null,
  ): Promise<{ rows: ListingRow[]; total: number }> {
    const page = this.matching(filters, categories, match, quarters);
    const relevance = filters.sort === 'relevance';
    const rows = await this.listingsOf(
      page,
      `SELECT l.id, ${relevance ? `ts_rank_cd(l.search_vector, ${page.query})` : 'NULL::real'} AS rank, count(*) OVER ()::int AS total
         FROM (SELECT l.id, l.created_at, l.price${relevance ? ', l.search_vector' : ''} FROM equipment_listings l WHERE ${page.where}
                ORDER BY l.created_at + interval '0 s' DESC, l.id DESC LIMIT ${page.param(counted)}) l
        ORDER BY ${ORDER[filters.sort]} ${this.window(page, filters)}`,
      filters.sort,
      'page.rank, page.total, ',
    );
    if (rows.length > 0 || filters.offset === 0) return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
    return { rows: [], total: await this.countCapped(this.matching(filters, categories, match, quarters), counted) };
  }

  // A browse without text, newest first or by price.
  private async browse(filters: ListingFilters, categories: number[] | undefined): Promise<{ rows: ListingRow[]; total: number }> {
    const counted = Math.max(ListingsRepository.LIST_COUNTED, filters.offset + filters.limit);
    const sort = filters.sort === 'relevance' ? 'newest' : filters.sort;
    const page = this.matching(filters, categories, null, null);
    const [rows, total] = await Promise.all([
      categories && sort !== 'newest'
        ? this.browseByPrice(filters, categories, sort)
        : this.listingsOf(page, `SELECT l.id FROM equipment_listings l WHERE ${page.where} ORDER BY ${ORDER[sort]} ${this.window(page, filters)}`, sort),
      this.countCapped(this.matching(filters, categories, null, null), counted),
    ]);
    return { rows, total };
  }

  // Categories by price: the page's end from each category and condition, read in price order from
  // listings_active_category_condition_idx, merged. Read as one, a parent's 53k listings in one condition
  // were sorted for each page (27 ms at 1M); the price index's own walk from the cheap or the dear end
  // passes every listing of the other categories priced beyond these (an amp is not a saxophone).
  private browseByPrice(filters: ListingFilters, categories: number[], sort: 'price-asc' | 'price-desc'): Promise<ListingRow[]> {
    const page = this.matching({ ...filters, condition: undefined }, undefined, null, null);
    const end = page.param(filters.offset + filters.limit);
    const branches = categories.flatMap((category) =>
      (filters.condition ? [filters.condition] : LISTING_CONDITIONS).map(
        (condition) =>
          `(SELECT l.id, l.price FROM equipment_listings l
             WHERE ${page.where} AND l.category_id = ${page.param(category)} AND l.condition = ${page.param(condition)}
             ORDER BY ${ORDER[sort]} LIMIT ${end})`,
      ),
    );
    return this.listingsOf(page, `SELECT l.id FROM (${branches.join(' UNION ALL ')}) l ORDER BY ${ORDER[sort]} ${this.window(page, filters)}`, sort);
  }

  // The WHERE of a list: `match` writes a search's tsquery; `quarters`, the span of a search's step.
  private matching(filters: ListingFilters, categories: number[] | undefined, match: Match | null, quarters: number[] | null): Matching {
    const { params, param } = placeholders();
    const where = [`l.status = 'active'`];
    const query = match ? match(param) : null;
    if (query) {
      where.push(`l.search_vector @@ ${query}`);
      const facets = [
        ...(categories ? [`(${categories.map((id) => `'~k${id}'`).join(' | ')})`] : []),
        ...(filters.condition ? [`'~c${filters.condition}'`] : []),
        ...(quarters ? [`(${quarters.map((quarter) => `'~q${quarter}'`).join(' | ')})`] : []),
      ];
      if (facets.length > 0) where.push(`${ListingsRepository.FACETS} @@ ${param(facets.join(' & '))}::tsquery`);
    } else {
      // The ids as values, so the plan sees how many listings the categories hold.
      if (categories) where.push(`l.category_id = ANY (${param(categories)}::int[])`);
      if (filters.condition) where.push(`l.condition = ${param(filters.condition)}`);
    }
    if (filters.minPrice !== undefined) where.push(`l.price >= ${param(filters.minPrice)}`);
    if (filters.maxPrice !== undefined) where.push(`l.price <= ${param(filters.maxPrice)}`);
    if (filters.location) where.push(`l.location ILIKE ${param(`%${likeEscape(filters.location)}%`)}`);
    if (filters.near) {
      // The box first (listings_active_place_idx), then the exact distance of what is in it (haversine, miles).
      const box = boundingBox(filters.near.centre, filters.near.miles);
      const lat = `${param(filters.near.centre.lat)}::float8`;
      const lng = `${param(filters.near.centre.lng)}::float8`;
      where.push(
        `l.lat BETWEEN ${param(box.minLat)} AND ${param(box.maxLat)}`,
        `l.lng BETWEEN ${param(box.minLng)} AND ${param(box.maxLng)}`,
        `7917.6 * asin(least(1, sqrt(power(sin(radians(l.lat - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(l.lat)) * power(sin(radians(l.lng - ${lng}) / 2), 2)))) <= ${param(filters.near.miles)}`,
      );
    }
    if (filters.sellerId !== undefined) where.push(`l.user_id = ${param(filters.sellerId)}`);
    if (filters.viewerId !== undefined) where.push(neitherBlockedSql(`${param(filters.viewerId)}::int`, 'l.user_id'));
    return { params, param, where: where.join(' AND '), query };
  }

  private window(page: Matching, filters: ListingFilters): string {
    return `OFFSET ${page.param(filters.offset)} LIMIT ${page.param(filters.limit)}`;
  }

  // The listings of a page: their ids first (read from the indexes), then their columns, photos and sellers
  // for those 20 only.
  private listingsOf(page: Matching, ids: string, sort: ListingSort, columns = ''): Promise<Array<ListingRow & { total?: number }>> {
    return queryRows<ListingRow & { total?: number }>(
      this.db.pool,
      `WITH page AS MATERIALIZED (${ids}) ${LISTING_SELECT.replace('SELECT ', `SELECT ${columns}`)} JOIN page ON page.id = l.id ORDER BY ${ORDER[sort]}`,
      page.params,
    );
  }

  private async countCapped(count: Matching, counted: number): Promise<number> {
    const row = await queryOne<{ total: number }>(
      this.db.pool,
      `SELECT count(*)::int AS total FROM (SELECT 1 FROM equipment_listings l WHERE ${count.where} LIMIT ${count.param(counted)}) capped`,
      count.params,
    );
    return row?.total ?? 0;
  }

  // A category and its children (the tree changes only by migration, i.e. with a deploy: kept per process).
  private async categoryWithChildren(id: number): Promise<number[]> {
    let ids = this.categoryTree.get(id);
    if (!ids) {
      const row = await queryOne<{ ids: number[] }>(
        this.db.pool,
        `SELECT coalesce(array_agg(id ORDER BY id), '{}') AS ids FROM equipment_categories WHERE id = $1 OR parent_id = $1`,
        [id],
      );
      ids = row?.ids ?? [];
      if (ids.length > 0) this.categoryTree.set(id, ids);
    }
    return ids;
  }

  private readonly categoryTree = new Map<number, number[]>();

  // The search as a tsquery with each unknown word (not among listing_search_words) replaced by its nearest
  // words by trigram similarity (at least 0.3, within 0.05 of the best, at most 3), each matched as an
  // English stem or as written (brand and model are not stemmed); a word with none stays, and finds nothing.
  // Null when the search has no words.
  private async correctedQuery(search: string): Promise<string | null> {
    const row = await queryOne<{ query: string | null }>(
      this.db.pool,
      `SELECT string_agg('(' || words.alternatives || ')', ' & ' ORDER BY words.n) AS query
         FROM (SELECT q.n,
                      (SELECT string_agg((plainto_tsquery('english', a) || plainto_tsquery('simple', a))::text, ' | ')
                         FROM unnest(CASE WHEN length(q.w) < 3 OR EXISTS (SELECT 1 FROM listing_search_words d WHERE d.word = q.w) THEN ARRAY[q.w]
                                          ELSE coalesce(nullif(ARRAY(
                                            SELECT c.word FROM (SELECT d.word, similarity(d.word, q.w) AS s, max(similarity(d.word, q.w)) OVER () AS best
                                                                  FROM listing_search_words d
                                                                 WHERE d.word % q.w AND length(to_tsvector('english', d.word)) > 0) c
                                             WHERE c.s >= c.best - 0.05 ORDER BY c.s DESC, c.word LIMIT 3), '{}'), ARRAY[q.w]) END) a) AS alternatives
                 FROM regexp_split_to_table(lower(marketplace_unaccent($1)), '[^[:alnum:]]+') WITH ORDINALITY AS q(w, n)
                WHERE length(to_tsvector('english', q.w)) > 0) words`,
      [search],
    );
    return row?.query ?? null;
  }
}
