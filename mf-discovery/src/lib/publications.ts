import type { Post } from '@cerca/contracts/feed';

/**
 * One card of the feed or tile of a public profile: the rows of one publication (business_posts
 * rows sharing publication_id), in carousel order. The lead row carries the card's reactions,
 * comments and share link, and is the tile's image and its link to /post/{id}.
 */
export interface Publication {
  id: string;
  lead: Post;
  rows: Post[];
}

/**
 * Groups adjacent rows with the same publication_id into one publication. Lists give the rows
 * newest first, so each group is reversed into the carousel order of GET /posts/:id (oldest
 * first). Works on the rows of every loaded page at once, so a publication cut by a page
 * boundary still forms one card or tile.
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
