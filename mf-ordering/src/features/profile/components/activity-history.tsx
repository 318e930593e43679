import type { ActivityItem } from '@cerca/contracts/account';
import { formatDateTime, formatMoney, useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { Button, EmptyState, ErrorState, Spinner } from '@cerca/ui';
import { useId } from 'react';
import { NS } from '../../../lib/i18n';
import { useActivity } from '../api/list-activity';

/** Configuración → Historial de actividad: own orders, reviews and posts, newest first, 10 at a time. */
export function ActivityHistory({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const activity = useActivity(userId, true);

  let body: React.ReactNode;
  if (activity.isPending) body = <Spinner label={t('states.loading')} size="sm" />;
  else if (activity.isError)
    body = (
      <ErrorState
        title={t('account.activity.error')}
        description={activity.error.message}
        onRetry={() => activity.refetch()}
        retrying={activity.isFetching}
      />
    );
  else {
    const items = activity.data.pages.flatMap((page) => page.items);
    body =
      items.length === 0 ? (
        <EmptyState title={t('account.activity.empty')} />
      ) : (
        <>
          <ul className="mf-account-list" data-testid="activity-list">
            {items.map((item) => (
              <ActivityRow key={`${item.type}-${item.id}`} item={item} />
            ))}
          </ul>
          {activity.hasNextPage ? (
            <Button
              variant="secondary"
              onClick={() => activity.fetchNextPage()}
              disabled={activity.isFetchingNextPage}
              data-testid="activity-more"
            >
              {activity.isFetchingNextPage ? t('account.activity.loadingMore') : t('account.activity.more')}
            </Button>
          ) : null}
        </>
      );
  }

  return (
    <section className="mf-setting" aria-labelledby={`${id}-title`} data-testid="setting-activity">
      <h3 id={`${id}-title`} className="mf-setting__title">
        {t('account.activity.title')}
      </h3>
      {body}
    </section>
  );
}

function ActivityRow({ item }: { item: ActivityItem }) {
  const { t } = useTranslation(NS);
  const business = item.business_name ?? '';
  let title: string;
  let detail: string | null;
  if (item.type === 'order') {
    title = t('account.activity.order', { business });
    detail = t('account.activity.orderDetail', {
      status: t(`account.activity.status.${item.detail ?? 'pending'}`, { defaultValue: item.detail ?? '' }),
      total: formatMoney(item.text ?? '0'),
    });
  } else if (item.type === 'review') {
    title = t('account.activity.review', { business });
    detail = [t('account.activity.reviewDetail', { rating: item.detail ?? '' }), item.text]
      .filter(Boolean)
      .join(' · ');
  } else {
    title = item.business_name ? t('account.activity.postIn', { business }) : t('account.activity.post');
    detail = item.text;
  }
  return (
    <li className="mf-account-activity" data-testid={`activity-${item.type}`}>
      <p className="mf-account-activity__title">
        {item.business_id ? <Link to={`/businesses/${item.business_id}`}>{title}</Link> : title}
      </p>
      {detail ? <p className="mf-account-activity__detail">{detail}</p> : null}
      <p className="mf-muted mf-account-activity__time">
        <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
      </p>
    </li>
  );
}
