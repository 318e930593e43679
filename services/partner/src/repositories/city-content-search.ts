import type { ContentType } from '@cerca/contracts/city-content';
import { sql } from '@cerca/db';
import type { TimeCursor } from '@cerca/service-kit';

// The search of the city's content (issue 24): the rows matching `q`, newest first, fast at tens
// of thousands of rows in one city. A row matches when one of its own texts, its business's name
// or its author's username or full name contains the text, all compared as
// f_unaccent(lower(...)), the expression of the trigram indexes (migration content_search).
//
// No single plan serves every text. A common one ('cafe') fills a page from the newest rows, while
// through the indexes it would fetch and recheck thousands; a rare one ('huitlacoche') needs the
// indexes, or every row of the city is read. So the search reads the newest rows of all types one
// by one: WINDOW of them, or on to READ_ON for a text already common among the first WINDOW.
// When they hold no full page (and are not all the rows), it goes on past them through the
// indexes: each table's own texts by their trigram indexes, OR'ed in one bitmap with its rows of
// the matching businesses and people by their btree indexes. The way is chosen while the
// statement runs (one-time filters on counts), so the prepared statement's one cached plan
// serves every text. Names of businesses and people are matched once, through their own trigram
// indexes (`named`, `people`): read one by one, a row probes those sets; through the indexes,
// they are arrays of ids to look up.

type Sql = ReturnType<typeof sql>;

/** Newest rows (of all types) read one by one for any text: one in ~7 matching ends there. */
const WINDOW = 150;
/**
 * Hits among them from which the text is common enough (2 %) to read on, row by row, up to
 * READ_ON rows. Below it, rechecking its index matches costs less; above, reading on does (here,
 * about 8 µs a row read against 5 µs a match rechecked, at 70,000 rows in the city).
 */
const COMMON = 3;
const READ_ON = 1200;

/**
 * Whether the trigram indexes can serve `text`: it needs a run of three letters or digits. A
 * shorter text ('de', '%') gives the indexes nothing to look up; the list reads the rows for it.
 */
export function hasTrigram(text: string): boolean {
  return /[\p{L}\p{N}]{3}/u.test(text);
}

const like = (column: string) =>
  sql`public.f_unaccent(lower(${sql.ref(column)})) like (select pattern from needle)`;
const named = sql`array(select id from named)`;
const people = sql`array(select id from people)`;

interface SearchBranch {
  /** The type's rows with what their match needs, and their city (the row's own city_id). */
  from: Sql;
  inCity: (city: Sql) => Sql;
  createdAt: string;
  id: string;
  /** The row's own texts. */
  texts: string[];
  /** The business whose name, and the person whose names, find the row. */
  business: string;
  author: string;
  /**
   * The same match on the type's own table (`table` as `alias`, the alias of createdAt and id)
   * for one bitmap scan: its texts by their trigram indexes, and the btree-indexed columns that
   * lead to the matching businesses and people.
   */
  table: Sql;
  alias: string;
  indexedMatch: Sql;
}

const SEARCH: Record<ContentType, SearchBranch> = {
  post: {
    from: sql`business_posts p`,
    inCity: (city) => sql`p.city_id = ${city}`,
    createdAt: 'p.created_at',
    id: 'p.id',
    texts: ['p.caption', 'p.business_name'],
    business: 'p.business_id',
    author: 'p.user_id',
    table: sql`business_posts`,
    alias: 'p',
    indexedMatch: sql`${like('p.caption')} or ${like('p.business_name')} or p.business_id = any(${named})
        or p.user_id = any(${people})`,
  },
  story: {
    from: sql`business_stories s`,
    inCity: (city) => sql`s.city_id = ${city}`,
    createdAt: 's.created_at',
    id: 's.id',
    texts: ['s.title', 's.content', 's.business_name'],
    business: 's.business_id',
    author: 's.user_id',
    table: sql`business_stories`,
    alias: 's',
    indexedMatch: sql`${like('s.title')} or ${like('s.content')} or ${like('s.business_name')}
        or s.business_id = any(${named}) or s.user_id = any(${people})`,
  },
  comment: {
    // A comment's city is its post's (copied to it); the business and its typed name are the post's.
    from: sql`post_comments c join business_posts cp on cp.id = c.post_id`,
    inCity: (city) => sql`c.city_id = ${city}`,
    createdAt: 'c.created_at',
    id: 'c.id',
    texts: ['c.comment', 'cp.business_name'],
    business: 'cp.business_id',
    author: 'c.user_id',
    table: sql`post_comments`,
    alias: 'c',
    indexedMatch: sql`${like('c.comment')} or c.user_id = any(${people})
        or c.post_id = any(array(select cp.id from business_posts cp
          where cp.business_id = any(${named}) or ${like('cp.business_name')}))`,
  },
  review: {
    from: sql`reviews r`,
    inCity: (city) => sql`r.city_id = ${city}`,
    createdAt: 'r.created_at',
    id: 'r.id',
    texts: ['r.comment'],
    business: 'r.business_id',
    author: 'r.user_id',
    table: sql`reviews`,
    alias: 'r',
    indexedMatch: sql`${like('r.comment')} or r.business_id = any(${named}) or r.user_id = any(${people})`,
  },
  event: {
    // Events have no author column: the business's owner published them.
    from: sql`weekend_plans w join businesses b on b.id = w.business_id`,
    inCity: (city) => sql`w.city_id = ${city}`,
    createdAt: 'w.created_at',
    id: 'w.id',
    texts: ['w.title', 'w.description'],
    business: 'w.business_id',
    author: 'b.owner_id',
    table: sql`weekend_plans`,
    alias: 'w',
    indexedMatch: sql`${like('w.title')} or ${like('w.description')} or w.business_id = any(${named})
        or w.business_id = any(array(select b.id from businesses b where b.owner_id = any(${people})))`,
  },
};

/** Row by row: the row's own texts, or its business or author among the matching ones. */
function matchesRow(branch: SearchBranch): Sql {
  return sql.join(
    [
      ...branch.texts.map(like),
      sql`${sql.ref(branch.business)} in (select id from named)`,
      sql`${sql.ref(branch.author)} in (select id from people)`,
    ],
    sql` or `,
  );
}

interface SearchContext {
  cityId: string;
  after: TimeCursor | undefined;
  limit: number;
}

/**
 * The WITH list of the search: `pattern` is the LIKE pattern (wildcards escaped, % around), and
 * `page` the first `limit` matches of `types` after the cursor as (type, id, created_at), newest
 * first. The caller selects the rows' columns by `page`.
 */
export function searchPage(types: ContentType[], pattern: string, context: SearchContext): Sql {
  const { after } = context;
  // The city and the cursor through one-row subqueries: the custom plans of the first calls then
  // cost the same as the generic plan (a big city's real share would make them cheaper), so
  // Postgres settles on the generic one and stops planning each call.
  const city = sql`(select ${context.cityId}::uuid)`;
  // The page size as a literal, like the constants: with a parameter there, the generic plan is
  // costed for an unknown LIMIT, looks dearer than the custom plans, and every call is planned.
  const limit = sql.lit(context.limit);
  const branches = types.map((type) => ({ label: sql`${sql.lit(type)}::text`, ...SEARCH[type] }));
  const key = (branch: SearchBranch) => sql`(${sql.ref(branch.createdAt)}, ${sql.ref(branch.id)})`;
  const afterCursor = after ? sql`(select ${after.at}::timestamptz, ${after.id}::uuid)` : null;
  // Each type's newest rows with the match as `hit`, merged newest first. search_rows is read
  // lazily and in this order (a CTE scan returns rows as they were made), so a LIMIT over it reads
  // that many of the newest rows, matching each, and no more.
  const newest = branches.map(
    (branch) => sql`(select ${branch.label} as type, ${sql.ref(branch.id)} as id,
        ${sql.ref(branch.createdAt)} as created_at, (${matchesRow(branch)}) as hit
      from ${branch.from}
      where ${branch.inCity(city)}${afterCursor ? sql` and ${key(branch)} < ${afterCursor}` : sql``}
      order by ${sql.ref(branch.createdAt)} desc, ${sql.ref(branch.id)} desc limit ${sql.lit(READ_ON)})`,
  );
  // Past the rows read: the type's rows the indexes find, then those in the city and older than
  // the last row read. OFFSET 0 keeps these two out of the bitmap: ANDing in all of a city's (or
  // all older) index entries would cost more than checking the rows found.
  const indexed = branches.map(
    (branch) => sql`select ${branch.label} as type, ${sql.ref(branch.id)} as id,
        ${sql.ref(branch.createdAt)} as created_at
      from (select id, created_at, city_id from ${branch.table} as ${sql.raw(branch.alias)}
        where exists (select from search_edge) and (${branch.indexedMatch})
        offset 0) as ${sql.raw(branch.alias)}
      where ${branch.inCity(city)} and ${key(branch)} < (select created_at, id from search_edge)`,
  );
  return sql`needle as (select public.f_unaccent(lower(${pattern})) as pattern),
    named as materialized (select id from businesses
      where public.f_unaccent(lower(name)) like (select pattern from needle)),
    people as materialized (select id from profiles
      where public.f_unaccent(lower(username)) like (select pattern from needle)
        or public.f_unaccent(lower(full_name)) like (select pattern from needle)),
    search_rows as materialized (select type, id, created_at, hit
      from (${sql.join(newest, sql` union all `)}) as merged
      order by created_at desc, id desc limit ${sql.lit(READ_ON)}),
    -- How many of them to read: WINDOW, or READ_ON when the text is common among the first WINDOW.
    search_reach as materialized (select case when count(*) = ${sql.lit(WINDOW)}
        and count(*) filter (where hit) between ${sql.lit(COMMON)} and ${sql.lit(context.limit - 1)}
        then ${sql.lit(READ_ON)} else ${sql.lit(WINDOW)} end as rows
      from (select hit from search_rows limit ${sql.lit(WINDOW)}) as first),
    search_hits as materialized (select type, id, created_at
      from (select type, id, created_at, hit from search_rows limit (select rows from search_reach)) as read
      where hit limit ${limit}),
    -- The last row read, when they held no page and were not all the rows: the indexes go on
    -- past it.
    search_edge as materialized (select created_at, id from search_rows
      where (select count(*) from search_hits) < ${limit}
      offset (select rows from search_reach) - 1 limit 1),
    page as materialized (select type, id, created_at from (
        select type, id, created_at from search_hits
        union all ${sql.join(indexed, sql` union all `)}
      ) as found
      order by created_at desc, id desc limit ${limit})`;
}
