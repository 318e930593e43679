import type { Post, PostDetailResponse, PostsPage } from '@cerca/contracts/feed';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { feedKeys } from './get-feed';
import { postKeys } from './get-post';

/** Changes one post in every cached feed page and post detail that shows it. */
export function patchCachedPost(
  queryClient: QueryClient,
  postId: string,
  change: (post: Post) => Partial<Post>,
): void {
  const patch = (post: Post): Post => (post.id === postId ? { ...post, ...change(post) } : post);
  queryClient.setQueriesData<InfiniteData<PostsPage>>({ queryKey: feedKeys.all }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, posts: page.posts.map(patch) })) } : data,
  );
  queryClient.setQueriesData<PostDetailResponse>({ queryKey: postKeys.all }, (data) =>
    data ? { post: patch(data.post), publication: data.publication.map(patch) } : data,
  );
}

/** Stops in-flight reads of posts, so they cannot overwrite an optimistic change. */
export function cancelPostQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.cancelQueries({ queryKey: feedKeys.all }),
    queryClient.cancelQueries({ queryKey: postKeys.all }),
  ]);
}
