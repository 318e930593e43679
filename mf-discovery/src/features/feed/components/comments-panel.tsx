import { useTranslation } from '@cerca/i18n';
import { Avatar, Button, ErrorState, Spinner } from '@cerca/ui';
import { RelativeTime } from '../../../components/relative-time';
import { NS } from '../../../lib/i18n';
import { useComments } from '../api/list-comments';
import { flattenPages } from '../lib/pages';
import { CommentForm } from './comment-form';

/** A post's comments, oldest first, with 'Ver más comentarios' and the comment box. */
export function CommentsPanel({ postId, signedIn, id }: { postId: string; signedIn: boolean; id?: string }) {
  const { t } = useTranslation(NS);
  const comments = useComments(postId);
  const rows = flattenPages(comments.data?.pages, (page) => page.comments);

  return (
    <section id={id} className="mf-comments" aria-label={t('comments.title')} data-testid="comments">
      {comments.isPending ? <Spinner size="sm" /> : null}
      {comments.isError && !comments.data ? (
        <ErrorState
          title={t('comments.loadError')}
          onRetry={() => comments.refetch()}
          retrying={comments.isFetching}
        />
      ) : null}
      {comments.data && rows.length === 0 ? <p className="mf-muted">{t('comments.empty')}</p> : null}
      {rows.length > 0 ? (
        <ol className="mf-comments__list">
          {rows.map((comment) => (
            <li key={comment.id} className="mf-comment" data-testid="comment">
              <Avatar src={comment.author.avatar_url} name={comment.author.username} size="sm" decorative />
              <div className="mf-comment__body">
                <p className="mf-comment__meta">
                  <strong>{comment.author.username}</strong> <RelativeTime value={comment.created_at} />
                </p>
                <p className="mf-comment__text">{comment.comment}</p>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {comments.isFetchNextPageError ? <p role="alert">{t('comments.loadError')}</p> : null}
      {comments.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => comments.fetchNextPage()}
          loading={comments.isFetchingNextPage}
          data-testid="comments-more"
        >
          {t('comments.loadMore')}
        </Button>
      ) : null}
      <CommentForm postId={postId} signedIn={signedIn} />
    </section>
  );
}
