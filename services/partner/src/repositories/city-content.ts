import type { CityContentItem, ContentFilter, ContentType } from '@cerca/contracts/city-content';
import { type Db, escapeLike, sql } from '@cerca/db';
import type { TimeCursor } from '@cerca/service-kit';
import { hasTrigram, searchPage } from './city-content-search';

// The unified content of one city (spec 02 §3 "Unified content item"). Every branch is restricted
// to the city here, on the server, by the row's own city_id: posts' and stories' copied from the
// business (or chosen by the author of content without a business), comments' from their post,
// reviews' and events' from their business, all kept by triggers. The spec's client queries did
// not restrict the first three.

const TIME_CURSOR_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

/** A row of the list, with the exact position of its created_at for the next cursor. */
export interface CityContentRow extends CityContentItem {
  cursor_at: string;
}

interface Branch {
  /** The select list, in the order of the merged columns (named once, in listCityContent). */
  select: ReturnType<typeof sql>;
  /** from/joins. */
  from: ReturnType<typeof sql>;
  /** The condition that ties the row to the city. */
  inCity: (cityId: string) => ReturnType<typeof sql<boolean>>;
  /** The row's own created_at and id, for the keyset condition. */
  createdAt: string;
  id: string;
  /** Texts the search looks in. */
  searchable: string[];
}

const BRANCHES: Record<ContentType, Branch> = {
  post: {
    select: sql`'post'::text as type, p.id, null::text as title, p.caption as content, p.created_at,
      p.business_id, coalesce(b.name, p.business_name) as business_name,
      coalesce(u.username, u.full_name) as user_name, p.media_url, p.media_type, p.thumbnail_url,
      null::int as rating`,
    from: sql`business_posts p left join businesses b on b.id = p.business_id
      left join profiles u on u.id = p.user_id`,
    inCity: (cityId) => sql<boolean>`p.city_id = ${cityId}`,
    createdAt: 'p.created_at',
    id: 'p.id',
    searchable: ['p.caption', 'b.name', 'p.business_name', 'u.username', 'u.full_name'],
  },
  story: {
    select: sql`'story'::text, s.id, s.title, s.content, s.created_at, s.business_id,
      coalesce(b.name, s.business_name), coalesce(u.username, u.full_name), s.media_url,
      s.media_type, s.thumbnail_url, null::int`,
    from: sql`business_stories s left join businesses b on b.id = s.business_id
      left join profiles u on u.id = s.user_id`,
    inCity: (cityId) => sql<boolean>`s.city_id = ${cityId}`,
    createdAt: 's.created_at',
    id: 's.id',
    searchable: ['s.title', 's.content', 'b.name', 's.business_name', 'u.username', 'u.full_name'],
  },
  comment: {
    // A comment belongs to the city of the post it answers (its business's, or the one chosen):
    // its city_id is the post's.
    select: sql`'comment'::text, c.id, null::text, c.comment, c.created_at, cp.business_id,
      coalesce(b.name, cp.business_name), coalesce(u.username, u.full_name), null::text, null::text,
      null::text, null::int`,
    from: sql`post_comments c join business_posts cp on cp.id = c.post_id
      left join businesses b on b.id = cp.business_id left join profiles u on u.id = c.user_id`,
    inCity: (cityId) => sql<boolean>`c.city_id = ${cityId}`,
    createdAt: 'c.created_at',
    id: 'c.id',
    searchable: ['c.comment', 'b.name', 'cp.business_name', 'u.username', 'u.full_name'],
  },
  review: {
    select: sql`'review'::text, r.id, null::text, r.comment, r.created_at, r.business_id, b.name,
      coalesce(u.username, u.full_name), null::text, null::text, null::text, r.rating`,
    from: sql`reviews r join businesses b on b.id = r.business_id left join profiles u on u.id = r.user_id`,
    inCity: (cityId) => sql<boolean>`r.city_id = ${cityId}`,
    createdAt: 'r.created_at',
    id: 'r.id',
    searchable: ['r.comment', 'b.name', 'u.username', 'u.full_name'],
  },
  event: {
    // Events have no author column: the business's owner published them.
    select: sql`'event'::text, w.id, w.title, w.description, w.created_at, w.business_id, b.name,
      coalesce(u.username, u.full_name), w.image_url, case when w.image_url is null then null else 'image' end,
      null::text, null::int`,
    from: sql`weekend_plans w join businesses b on b.id = w.business_id
      left join profiles u on u.id = b.owner_id`,
    inCity: (cityId) => sql<boolean>`w.city_id = ${cityId}`,
    createdAt: 'w.created_at',
    id: 'w.id',
    searchable: ['w.title', 'w.description', 'b.name', 'u.username', 'u.full_name'],
  },
};

/** Case- and accent-insensitive substring over the branch's texts (f_unaccent: the search indexes' expression). */
function matches(columns: string[], pattern: string) {
  return sql.join(
    columns.map(
      (column) => sql`public.f_unaccent(lower(${sql.ref(column)})) like public.f_unaccent(lower(${pattern}))`,
    ),
    sql` or `,
  );
}

export interface CityContentFilter {
  type: ContentFilter;
  /** Trimmed; empty means no search. */
  q: string;
  after: TimeCursor | undefined;
  limit: number;
}

/**
 * One page of the city's content, newest first across every type, by (created_at, id): each
 * branch takes its own first `limit` rows after the cursor, and the merge keeps the first
 * `limit` of them. Ids are random UUIDs, unique across the tables, so (created_at, id) is a
 * total order and pages neither repeat nor skip a row. A search with a word of three letters or
 * more goes through the trigram indexes (city-content-search.ts); a shorter one reads the rows
 * one by one, newest first, and stops at a full page.
 */
export async function listCityContent(
  db: Db,
  cityId: string,
  filter: CityContentFilter,
): Promise<CityContentRow[]> {
  const types = (filter.type === 'all' ? Object.keys(BRANCHES) : [filter.type]) as ContentType[];
  const pattern = filter.q ? `%${escapeLike(filter.q)}%` : null;
  if (pattern && hasTrigram(filter.q)) {
    const page = searchPage(types, pattern, { cityId, after: filter.after, limit: filter.limit });
    // The page's rows by primary key (no ORDER BY here: with one, the plan may read a whole
    // newest-first index looking for them).
    const rows = types.map((type) => {
      const branch = BRANCHES[type];
      return sql`(select ${branch.select} from ${branch.from}
        where ${sql.ref(branch.id)} in (select id from page where type = ${sql.lit(type)}))`;
    });
    return selectMerged(db, filter.limit, page, rows);
  }
  const rows = types.map((type) => {
    const branch = BRANCHES[type];
    const conditions = [branch.inCity(cityId)];
    if (filter.after) {
      conditions.push(
        sql<boolean>`(${sql.ref(branch.createdAt)}, ${sql.ref(branch.id)}) < (${filter.after.at}::timestamptz, ${filter.after.id}::uuid)`,
      );
    }
    if (pattern) conditions.push(sql<boolean>`(${matches(branch.searchable, pattern)})`);
    return sql`(select ${branch.select} from ${branch.from} where ${sql.join(conditions, sql` and `)}
      order by ${sql.ref(branch.createdAt)} desc, ${sql.ref(branch.id)} desc limit ${sql.lit(filter.limit)})`;
  });
  return selectMerged(db, filter.limit, null, rows);
}

/**
 * The first `limit` of the branches' rows (selects in the merged columns' order), after `withList`.
 * Limits are literals: as parameters, the prepared statement's generic plan would be costed for
 * an unknown LIMIT and lose to custom plans, so every call would be planned again.
 */
async function selectMerged(
  db: Db,
  limit: number,
  withList: ReturnType<typeof sql> | null,
  branches: ReturnType<typeof sql>[],
): Promise<CityContentRow[]> {
  const result = await sql<CityContentRow & { created_at: Date }>`${withList ? sql`with ${withList} ` : sql``}
    select merged.type, merged.id, merged.title, merged.content, merged.created_at, merged.business_id,
      merged.business_name, merged.user_name, merged.media_url, merged.media_type, merged.thumbnail_url,
      merged.rating, to_char(merged.created_at at time zone 'UTC', ${sql.lit(TIME_CURSOR_FORMAT)}) as cursor_at
    from (${sql.join(branches, sql` union all `)})
      as merged (type, id, title, content, created_at, business_id, business_name, user_name, media_url,
        media_type, thumbnail_url, rating)
    order by merged.created_at desc, merged.id desc
    limit ${sql.lit(limit)}`.execute(db);
  return result.rows.map((row) => ({
    ...row,
    created_at: new Date(row.created_at).toISOString(),
  }));
}

/** A content row of the city about to be deleted: what the audit, the caches and storage need. */
export interface OwnedContent {
  id: string;
  cityId: string;
  businessId: string | null;
  /** What the audit entry shows: the title, caption or text (cut by the caller). */
  label: string | null;
  /** Stored files the row shows (media, thumbnail, event image). */
  urls: string[];
  /** The folders that hold this row's own uploads (`<businessId>/`, `users/<userId>/`). */
  ownFolders: string[];
}

/**
 * Locks and deletes one content row of `cityId` (by the same city rule as the list), answering
 * what it was; undefined when there is no such row in this city. Run it inside the transaction
 * that records the audit entry.
 */
export async function deleteCityContent(
  trx: Db,
  cityId: string,
  type: ContentType,
  id: string,
): Promise<OwnedContent | undefined> {
  switch (type) {
    case 'post': {
      const row = await trx
        .deleteFrom('business_posts')
        .where('id', '=', id)
        .where('city_id', '=', cityId)
        .returning(['id', 'business_id', 'user_id', 'caption', 'media_url', 'thumbnail_url'])
        .executeTakeFirst();
      return row && owned(cityId, row, row.caption, [row.media_url, row.thumbnail_url], row.user_id);
    }
    case 'story': {
      const row = await trx
        .deleteFrom('business_stories')
        .where('id', '=', id)
        .where('city_id', '=', cityId)
        .returning(['id', 'business_id', 'user_id', 'title', 'content', 'media_url', 'thumbnail_url'])
        .executeTakeFirst();
      return (
        row && owned(cityId, row, row.title ?? row.content, [row.media_url, row.thumbnail_url], row.user_id)
      );
    }
    case 'comment': {
      const row = await trx
        .deleteFrom('post_comments as c')
        .using('business_posts as cp')
        .whereRef('cp.id', '=', 'c.post_id')
        .where('c.id', '=', id)
        .where('cp.city_id', '=', cityId)
        .returning(['c.id', 'c.comment', 'cp.business_id'])
        .executeTakeFirst();
      return row && owned(cityId, row, row.comment);
    }
    case 'review': {
      const row = await trx
        .deleteFrom('reviews as r')
        .using('businesses as b')
        .whereRef('b.id', '=', 'r.business_id')
        .where('r.id', '=', id)
        .where('b.city_id', '=', cityId)
        .returning(['r.id', 'r.comment', 'r.rating', 'r.business_id'])
        .executeTakeFirst();
      return row && owned(cityId, row, row.comment ?? `${row.rating}/5`);
    }
    case 'event': {
      const row = await trx
        .deleteFrom('weekend_plans as w')
        .using('businesses as b')
        .whereRef('b.id', '=', 'w.business_id')
        .where('w.id', '=', id)
        .where('b.city_id', '=', cityId)
        .returning(['w.id', 'w.title', 'w.image_url', 'w.business_id'])
        .executeTakeFirst();
      // Events have no author column: their files sit in the business's folder.
      return row && owned(cityId, row, row.title, [row.image_url], null);
    }
  }
}

/**
 * What deleteCityContent answers for a deleted row. Without `files` the type stores no files
 * (comments, reviews), so it has no folder to clean either; `uploaderId` picks the folder of
 * content published without a business.
 */
function owned(
  cityId: string,
  row: { id: string; business_id: string | null },
  label: string | null,
  files?: (string | null)[],
  uploaderId?: string | null,
): OwnedContent {
  return {
    id: row.id,
    cityId,
    businessId: row.business_id,
    label,
    urls: files ? files.filter((url): url is string => Boolean(url)) : [],
    ownFolders: files ? ownFolders(row.business_id, uploaderId ?? null) : [],
  };
}

/** Publishing stores under `<businessId>/…`, or `users/<userId>/…` without a business (discovery). */
function ownFolders(businessId: string | null, userId: string | null): string[] {
  if (businessId) return [`${businessId.toLowerCase()}/`];
  return userId ? [`users/${userId}/`] : [];
}

/** Whether another row still shows `url` (a collection cover or a post reusing a story's file). */
export async function isUrlStillUsed(db: Db, url: string): Promise<boolean> {
  const result = await sql<{ used: number }>`
    select 1 as used from business_stories where media_url = ${url} or thumbnail_url = ${url}
    union all select 1 from story_highlights where cover_url = ${url}
    union all select 1 from business_posts where media_url = ${url} or thumbnail_url = ${url}
    union all select 1 from weekend_plans where image_url = ${url}
    limit 1`.execute(db);
  return result.rows.length > 0;
}

/** The username (or e-mail) of an account, for the audit entry's actor label. */
export async function findActorLabel(db: Db, userId: string): Promise<string> {
  const row = await db
    .selectFrom('profiles')
    .select(['username', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.username || row?.email || userId;
}
