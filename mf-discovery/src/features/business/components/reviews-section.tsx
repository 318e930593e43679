import { useTranslation } from '@cerca/i18n';
import { Avatar, Button, EmptyState, ErrorState, Spinner, Stars } from '@cerca/ui';
import type { ReactNode } from 'react';
import { RelativeTime } from '../../../components/relative-time';
import { NS } from '../../../lib/i18n';
import type { useReviews } from '../api/get-reviews';

/** The business's reviews, newest first, with more pages on demand. */
export function ReviewsSection({
  reviews,
  total,
}: {
  reviews: ReturnType<typeof useReviews>;
  total: number;
}) {
  const { t } = useTranslation(NS);
  let body: ReactNode;
  if (reviews.isPending) body = <Spinner />;
  else if (reviews.isError) {
    body = (
      <ErrorState
        title={t('reviews.loadError')}
        onRetry={() => reviews.refetch()}
        retrying={reviews.isFetching}
      />
    );
  } else {
    const mine = reviews.data.pages[0]?.mine?.id;
    const list = reviews.data.pages.flatMap((page) => page.reviews);
    body =
      list.length === 0 ? (
        <EmptyState title={t('reviews.empty')} />
      ) : (
        <>
          <ul className="mf-reviews" data-testid="business-reviews">
            {list.map((review) => {
              const name = review.author.full_name ?? review.author.username;
              return (
                <li key={review.id} className="mf-review">
                  <Avatar src={review.author.avatar_url} name={name} size="sm" decorative />
                  <div className="mf-review__body">
                    <p className="mf-review__head">
                      <strong>{name}</strong>
                      {review.id === mine ? <span className="mf-badge">{t('reviews.mine')}</span> : null}
                      <RelativeTime className="mf-muted mf-small" value={review.created_at} />
                    </p>
                    <Stars rating={review.rating} size={14} />
                    {review.comment ? <p className="mf-review__comment">{review.comment}</p> : null}
                  </div>
                </li>
              );
            })}
          </ul>
          {reviews.hasNextPage ? (
            <div className="mf-more">
              <Button
                variant="secondary"
                onClick={() => reviews.fetchNextPage()}
                loading={reviews.isFetchingNextPage}
              >
                {t('reviews.more')}
              </Button>
            </div>
          ) : null}
        </>
      );
  }
  return (
    <section className="mf-section" aria-labelledby="biz-reviews">
      <h2 id="biz-reviews" className="mf-subtitle">
        {t('reviews.title', { count: total })}
      </h2>
      {body}
    </section>
  );
}
