import type { PostDetailResponse } from '@cerca/contracts/feed';
import { useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { ApiError } from '@cerca/session';
import { buttonClassName, EmptyState, ErrorState, Spinner } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { usePost } from '../api/get-post';
import { CommentsPanel } from './comments-panel';
import { MediaCarousel } from './media-carousel';
import { PostHeader } from './post-header';
import { ReactionBar } from './reaction-bar';
import { ShareButton } from './share-button';

interface PostDetailProps {
  postId: string;
  userId: string | null;
  /** What the feed already knows, shown at once while the detail loads. */
  placeholder?: PostDetailResponse | undefined;
}

/**
 * A post in full: media carousel over its publication ('n / total') on one side; author,
 * business, caption, reactions, share and comments on the other. Used by the modal and the
 * /post/:postId page.
 */
export function PostDetail({ postId, userId, placeholder }: PostDetailProps) {
  const { t } = useTranslation(NS);
  const detail = usePost(postId, userId, placeholder);

  if (detail.isPending) return <Spinner />;
  if (detail.isError && !detail.data) {
    if (detail.error instanceof ApiError && detail.error.status === 404) {
      return (
        <div data-testid="post-not-found">
          <EmptyState
            title={t('post.notFound')}
            description={t('post.notFoundHint')}
            action={
              <Link to="/" className={buttonClassName({ variant: 'primary' })}>
                {t('post.backHome')}
              </Link>
            }
          />
        </div>
      );
    }
    return (
      <ErrorState title={t('post.loadError')} onRetry={() => detail.refetch()} retrying={detail.isFetching} />
    );
  }

  const { post, publication } = detail.data;
  const start = Math.max(
    0,
    publication.filter((row) => row.media_url).findIndex((row) => row.id === post.id),
  );
  return (
    <div className="mf-detail" data-testid="post-detail">
      <div className="mf-detail__media">
        <MediaCarousel key={post.id} rows={publication} initialIndex={start} variant="detail" priority />
      </div>
      <div className="mf-detail__side">
        <PostHeader post={post} />
        {post.caption ? <p className="mf-post__caption">{post.caption}</p> : null}
        <ReactionBar post={post} signedIn={userId !== null} />
        <div className="mf-post__actions">
          <ShareButton postId={post.id} title={post.business_name} />
        </div>
        <h3 className="mf-detail__subtitle">{t('comments.toggle', { count: post.comments_count })}</h3>
        <CommentsPanel postId={post.id} signedIn={userId !== null} />
      </div>
    </div>
  );
}
