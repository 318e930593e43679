import type { Post } from '@cerca/contracts/feed';

/** The post's likes: every reaction counts, as the likes_count of business_posts does. */
export function likesOf(post: Pick<Post, 'reactions'>): number {
  const { like, love, visited, want_to_go } = post.reactions;
  return like + love + visited + want_to_go;
}
