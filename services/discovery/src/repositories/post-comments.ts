import type { Comment } from '@cerca/contracts/feed';
import type { Db } from '@cerca/db';
import { afterTimeCursor, type TimeCursor, timeCursorAt } from '../keyset-cursor';

export interface CommentRows {
  comments: Comment[];
  /** Position of the last returned row when more rows follow; null on the last page. */
  next: TimeCursor | null;
}

function commentCards(db: Db) {
  return db
    .selectFrom('post_comments as c')
    .innerJoin('profiles as a', 'a.id', 'c.user_id')
    .select([
      'c.id',
      'c.post_id',
      'c.comment',
      'c.created_at',
      timeCursorAt('c.created_at').as('cursor_at'),
      'a.id as author_id',
      'a.username as author_username',
      'a.full_name as author_full_name',
      'a.avatar_url as author_avatar_url',
    ]);
}

type CommentCard = Awaited<ReturnType<ReturnType<typeof commentCards>['executeTakeFirstOrThrow']>>;

function toComment(row: CommentCard): Comment {
  return {
    id: row.id,
    post_id: row.post_id,
    comment: row.comment,
    created_at: row.created_at.toISOString(),
    author: {
      id: row.author_id,
      username: row.author_username,
      full_name: row.author_full_name,
      avatar_url: row.author_avatar_url,
    },
  };
}

/** A post's comments oldest first, keyset after `cursor` (index post_comments_post_created_idx). */
export async function listComments(
  db: Db,
  postId: string,
  cursor: TimeCursor | undefined,
  pageSize: number,
): Promise<CommentRows> {
  const rows = await commentCards(db)
    .where('c.post_id', '=', postId)
    .$if(cursor !== undefined, (qb) => qb.where(afterTimeCursor(cursor!, 'asc', 'c.created_at', 'c.id')))
    .orderBy('c.created_at')
    .orderBy('c.id')
    .limit(pageSize + 1)
    .execute();
  const more = rows.length > pageSize;
  const shown = more ? rows.slice(0, pageSize) : rows;
  const last = shown.at(-1);
  return {
    comments: shown.map(toComment),
    next: more && last ? { at: last.cursor_at, id: last.id } : null,
  };
}

/**
 * Adds a comment to an approved post in one statement (the trigger raises comments_count);
 * undefined when the post is not shown or the caller has no profile.
 */
export async function insertComment(
  db: Db,
  postId: string,
  userId: string,
  comment: string,
): Promise<{ comment: Comment; comments_count: number } | undefined> {
  const inserted = await db
    .insertInto('post_comments')
    .columns(['post_id', 'user_id', 'comment'])
    .expression((eb) =>
      eb
        .selectFrom('business_posts as p')
        .innerJoin('profiles as me', (join) => join.on('me.id', '=', userId))
        .select((inner) => ['p.id', 'me.id', inner.val(comment).as('comment')])
        .where('p.id', '=', postId)
        .where('p.approved', '=', true),
    )
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return undefined;
  const row = await commentCards(db).where('c.id', '=', inserted.id).executeTakeFirstOrThrow();
  const post = await db
    .selectFrom('business_posts')
    .select('comments_count')
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
  return { comment: toComment(row), comments_count: post.comments_count };
}
