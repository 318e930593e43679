import type { Post } from '@cerca/contracts/feed';

export interface Publication {
  /** The first row: its media is the tile, its id the link. */
  post: Post;
  /** Rows of the publication (a post with several photos is several rows). */
  count: number;
}

/** One tile per publication: lists keep a publication's rows adjacent (feed contract). */
export function groupPublications(posts: readonly Post[]): Publication[] {
  const groups: Publication[] = [];
  for (const post of posts) {
    const last = groups.at(-1);
    if (last && last.post.publication_id === post.publication_id) last.count += 1;
    else groups.push({ post, count: 1 });
  }
  return groups;
}
