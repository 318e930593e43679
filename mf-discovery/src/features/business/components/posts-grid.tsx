import { useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { Button, EmptyState, ErrorState, Spinner } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { useBusinessPosts } from '../api/get-business-posts';
import { groupPublications } from '../lib/publications';

/** Publicaciones: the business's posts as a simple grid of media and caption, newest first. */
export function PostsGrid({ businessId, businessName }: { businessId: string; businessName: string }) {
  const { t } = useTranslation(NS);
  const posts = useBusinessPosts(businessId);
  if (posts.isPending) return <Spinner />;
  if (posts.isError) {
    return (
      <ErrorState
        title={t('business.posts.loadError')}
        onRetry={() => posts.refetch()}
        retrying={posts.isFetching}
      />
    );
  }
  const publications = groupPublications(posts.data.pages.flatMap((page) => page.posts));
  if (publications.length === 0) return <EmptyState title={t('business.posts.empty')} />;
  return (
    <div className="mf-stack">
      <ul className="mf-posts" data-testid="business-posts">
        {publications.map(({ post, count }) => (
          <li key={post.id}>
            <Link to={`/post/${post.id}`} className="mf-post">
              <span className="mf-post__media">
                {post.media_url && post.media_type === 'video' ? (
                  <video src={post.media_url} muted playsInline preload="metadata" />
                ) : post.media_url ? (
                  <img
                    src={post.thumbnail_url ?? post.media_url}
                    alt={post.caption ?? t('business.posts.alt', { name: businessName })}
                    loading="lazy"
                  />
                ) : null}
                {count > 1 ? (
                  <span className="mf-post__count">{t('business.posts.photos', { count })}</span>
                ) : null}
              </span>
              {post.caption ? <span className="mf-post__caption">{post.caption}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
      {posts.hasNextPage ? (
        <div className="mf-more">
          <Button
            variant="secondary"
            onClick={() => posts.fetchNextPage()}
            loading={posts.isFetchingNextPage}
          >
            {t('business.posts.more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
