import { useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { useCategories } from '@cerca/session';
import { Button, buttonClassName, EmptyState, ErrorState, Spinner } from '@cerca/ui';
import { useEffect, useRef } from 'react';
import type { useBusinessSearch } from '../api/search-businesses';
import { NS } from '../lib/i18n';
import { stockCover } from '../lib/stock-cover';
import { BusinessCard } from './business-card';

interface BusinessResultsProps {
  query: ReturnType<typeof useBusinessSearch>;
  /** Link of the empty state; /add-business by default (spec 01 §2). */
  addBusinessHref?: string;
  /** The city's IANA zone: event times read as on its clocks. */
  timeZone: string;
}

/**
 * The grid of business cards with its loading, error and empty states, and more pages as the
 * reader nears the end (a 'Cargar más' button does the same for keyboards and old browsers).
 */
export function BusinessResults({
  query,
  addBusinessHref = '/add-business',
  timeZone,
}: BusinessResultsProps) {
  const { t } = useTranslation(NS);
  const categories = useCategories();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) {
    return (
      <div className="mf-more">
        <Spinner />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={t('search.loadError')}
        description={query.error.message}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const businesses = query.data?.pages.flatMap((page) => page.businesses) ?? [];
  if (businesses.length === 0) {
    return (
      <div data-testid="businesses-empty">
        <EmptyState
          title={t('search.empty')}
          description={t('search.emptyHint')}
          action={
            <Link to={addBusinessHref} className={buttonClassName({ variant: 'primary' })}>
              {t('search.addBusiness')}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className="mf-stack" aria-busy={query.isFetching}>
      <ul className="mf-bgrid" data-testid="business-grid">
        {businesses.map((business) => (
          <li key={business.id}>
            <BusinessCard
              timeZone={timeZone}
              business={business}
              stockCoverUrl={stockCover(categories.data, business.category)}
            />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <ErrorState
          title={t('search.loadMoreError')}
          onRetry={() => fetchNextPage()}
          retrying={isFetchingNextPage}
        />
      ) : null}
      {hasNextPage ? (
        <div className="mf-more" ref={sentinel}>
          <Button variant="secondary" onClick={() => fetchNextPage()} loading={isFetchingNextPage}>
            {t('search.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
