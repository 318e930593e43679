import type { Post } from '@cerca/contracts/feed';

/**
 * One tile or card of the profile: the rows of one publication (business_posts rows sharing
 * publication_id) in carousel order. The lead row is the first image and the link to /post/{id}.
 */
export interface Publication {
  id: string;
  lead: Post;
  rows: Post[];
}

/**
 * Groups adjacent rows of one publication (lists keep them adjacent, newest first) and reverses
 * each group into carousel order. Works on every loaded page at once, so a publication cut by a
 * page boundary still forms one tile.
 */
export function groupPublications(posts: readonly Post[]): Publication[] {
  const groups: Post[][] = [];
  for (const post of posts) {
    const last = groups.at(-1);
    if (last && last[0]!.publication_id === post.publication_id) last.push(post);
    else groups.push([post]);
  }
  return groups.map((group) => {
    const rows = group.toReversed();
    return { id: rows[0]!.publication_id, lead: rows[0]!, rows };
  });
}

/** The post's likes: every reaction counts, as the likes_count of business_posts does. */
export function likesOf(post: Pick<Post, 'reactions'>): number {
  const { like, love, visited, want_to_go } = post.reactions;
  return like + love + visited + want_to_go;
}
