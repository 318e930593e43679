import type { ReactionCounts, ReactionType } from '@cerca/contracts/feed';
import type { Db } from '@cerca/db';

/** What a reaction write leaves: the post's maintained counts and the caller's reaction. */
export interface ReactionRow {
  reactions: ReactionCounts;
  my_reaction: ReactionType | null;
}

/**
 * Sets the caller's reaction in one statement: an upsert on the primary key (post_id, user_id),
 * so two taps at once leave one row and the count triggers see exactly one insert or update.
 * Only approved posts and existing profiles; returns false when nothing was written.
 */
export async function upsertReaction(
  db: Db,
  postId: string,
  userId: string,
  reactionType: ReactionType,
): Promise<boolean> {
  const row = await db
    .insertInto('post_reactions')
    .columns(['post_id', 'user_id', 'reaction_type'])
    .expression((eb) =>
      eb
        .selectFrom('business_posts as p')
        .innerJoin('profiles as me', (join) => join.on('me.id', '=', userId))
        .select((inner) => [
          'p.id',
          'me.id',
          inner.val(reactionType).$castTo<ReactionType>().as('reaction_type'),
        ])
        .where('p.id', '=', postId)
        .where('p.approved', '=', true),
    )
    .onConflict((oc) =>
      oc
        .columns(['post_id', 'user_id'])
        .doUpdateSet((eb) => ({ reaction_type: eb.ref('excluded.reaction_type') })),
    )
    .returning('post_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes the caller's reaction, if any (one statement; the triggers lower the count). */
export async function deleteReaction(db: Db, postId: string, userId: string): Promise<void> {
  await db.deleteFrom('post_reactions').where('post_id', '=', postId).where('user_id', '=', userId).execute();
}

/** The approved post's counts and the caller's reaction; undefined when the post is not shown. */
export async function findReactionState(
  db: Db,
  postId: string,
  userId: string,
): Promise<ReactionRow | undefined> {
  const row = await db
    .selectFrom('business_posts as p')
    .leftJoin('post_reactions as mine', (join) =>
      join.onRef('mine.post_id', '=', 'p.id').on('mine.user_id', '=', userId),
    )
    .select(['p.like_count', 'p.love_count', 'p.visited_count', 'p.want_to_go_count', 'mine.reaction_type'])
    .where('p.id', '=', postId)
    .where('p.approved', '=', true)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    reactions: {
      like: row.like_count,
      love: row.love_count,
      visited: row.visited_count,
      want_to_go: row.want_to_go_count,
    },
    my_reaction: row.reaction_type ?? null,
  };
}

/** Whether the caller has a profile row (reactions and comments reference it). */
export async function profileExists(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('profiles').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
