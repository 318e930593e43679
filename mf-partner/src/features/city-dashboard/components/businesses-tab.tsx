import { CITY_BUSINESS_SEARCH_MAX, type CityBusiness } from '@cerca/contracts/city-dashboard';
import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { Button, EmptyState, ErrorState } from '@cerca/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { useCityBusinesses } from '../api/list-city-businesses';
import { searchTerm } from '../lib/activity';
import { BusinessRow } from './business-row';
import { DeleteBusinessDialog } from './delete-business-dialog';

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

/** Negocios: the city's businesses, newest first, with search by name, older pages and delete. */
export function BusinessesTab({ cityId }: { cityId: string }) {
  const { t } = useTranslation(NS);
  const searchId = useId();
  const headingRef = useRef<HTMLParagraphElement>(null);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [deleting, setDeleting] = useState<CityBusiness | null>(null);
  const businesses = useCityBusinesses(cityId, q);
  const rows = businesses.data?.pages.flatMap((page) => page.businesses) ?? [];
  const total = businesses.data?.pages.at(-1)?.total;

  useEffect(() => {
    const term = searchTerm(text, CITY_BUSINESS_SEARCH_MAX);
    const timer = setTimeout(() => setQ(term), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  let body: React.ReactNode;
  if (businesses.isPending) body = <PageLoader />;
  else if (businesses.isError)
    body = (
      <ErrorState
        title={t('cityDashboard.loadError')}
        description={businesses.error.message}
        onRetry={() => businesses.refetch()}
        retrying={businesses.isFetching}
      />
    );
  else if (rows.length === 0)
    body = q ? (
      <EmptyState
        title={t('cityDashboard.businesses.noResults')}
        description={t('cityDashboard.businesses.noResultsHint')}
      />
    ) : (
      <EmptyState
        title={t('cityDashboard.businesses.empty')}
        description={t('cityDashboard.businesses.emptyHint')}
      />
    );
  else
    body = (
      <>
        <ul className="mf-city-businesses" aria-busy={businesses.isFetching} data-testid="city-businesses">
          {rows.map((business) => (
            <BusinessRow key={business.id} business={business} onDelete={() => setDeleting(business)} />
          ))}
        </ul>
        {businesses.hasNextPage ? (
          <Button
            variant="secondary"
            onClick={() => businesses.fetchNextPage()}
            loading={businesses.isFetchingNextPage}
            loadingText={t('cityDashboard.businesses.loadingMore')}
            data-testid="city-businesses-more"
          >
            {t('cityDashboard.businesses.more')}
          </Button>
        ) : null}
      </>
    );

  return (
    <div className="mf-stack" data-testid="city-businesses-tab">
      <search className="mf-city-search">
        <div className="mf-field">
          <label htmlFor={searchId}>{t('cityDashboard.businesses.searchLabel')}</label>
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={CITY_BUSINESS_SEARCH_MAX}
            placeholder={t('cityDashboard.businesses.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
            data-testid="city-businesses-search"
          />
        </div>
        <p
          ref={headingRef}
          tabIndex={-1}
          className="mf-muted"
          aria-live="polite"
          data-testid="city-businesses-count"
        >
          {total === undefined || businesses.isError
            ? ''
            : t('cityDashboard.businesses.count', { count: total })}
        </p>
      </search>
      {body}
      {deleting ? (
        <DeleteBusinessDialog
          cityId={cityId}
          business={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            // The button that had focus has left with its row.
            headingRef.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
