import { CITY_CONTENT_SEARCH_MAX, CONTENT_FILTERS, type ContentFilter } from '@cerca/contracts/city-content';
import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { useSearchParams } from '@cerca/router';
import { Button, EmptyState, ErrorState } from '@cerca/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { useCityContent } from '../api/list-city-content';
import { contentKey, parseFilter, searchTerm } from '../lib/content-view';
import '../texts';
import { ContentCard } from './content-card';
import './city-content.css';

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

/**
 * City content management (spec 02 §2): the city's posts, stories, comments, reviews and events,
 * newest first, with search, the type filter, older pages on demand and delete. The search and
 * filter live in the URL (?q=, ?tipo=), so going back keeps them.
 */
export function CityContent({ cityId }: { cityId: string }) {
  const { t } = useTranslation(NS);
  const searchId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [params, setParams] = useSearchParams();
  const type = parseFilter(params.get('tipo'));
  const [text, setText] = useState(params.get('q') ?? '');
  const q = searchTerm(params.get('q') ?? '', CITY_CONTENT_SEARCH_MAX);
  const content = useCityContent(cityId, type, q);
  const items = content.data?.pages.flatMap((page) => page.items) ?? [];

  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  // Typing updates the URL (and so the query) once it pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setParam is a fresh closure each render; the pause only depends on the text.
  useEffect(() => {
    const term = searchTerm(text, CITY_CONTENT_SEARCH_MAX);
    if (term === q) return;
    const timer = setTimeout(() => setParam('q', term), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q]);

  let body: React.ReactNode;
  if (content.isPending) body = <PageLoader />;
  else if (content.isError)
    body = (
      <ErrorState
        title={t('cityContent.loadError')}
        description={content.error.message}
        onRetry={() => content.refetch()}
        retrying={content.isFetching}
      />
    );
  else if (items.length === 0)
    body =
      q || type !== 'all' ? (
        <EmptyState title={t('cityContent.noResults')} description={t('cityContent.noResultsHint')} />
      ) : (
        <EmptyState title={t('cityContent.empty')} description={t('cityContent.emptyHint')} />
      );
  else
    body = (
      <>
        <ul className="mf-content__list" aria-busy={content.isFetching} data-testid="content-list">
          {items.map((item) => (
            <ContentCard
              key={contentKey(item)}
              cityId={cityId}
              item={item}
              // The button that had focus leaves with its row.
              onDeleted={() => headingRef.current?.focus()}
            />
          ))}
        </ul>
        {content.hasNextPage ? (
          <Button
            variant="secondary"
            className="mf-content__more"
            onClick={() => content.fetchNextPage()}
            loading={content.isFetchingNextPage}
            loadingText={t('cityContent.loadingMore')}
            data-testid="content-more"
          >
            {t('cityContent.more')}
          </Button>
        ) : null}
      </>
    );

  return (
    <div className="mf-content" data-testid="city-content">
      <p className="mf-muted">{t('cityContent.lead')}</p>
      <search className="mf-content__filters">
        <div className="mf-field">
          <label htmlFor={searchId}>{t('cityContent.searchLabel')}</label>
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={CITY_CONTENT_SEARCH_MAX}
            placeholder={t('cityContent.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
            data-testid="content-search"
          />
        </div>
        <fieldset className="mf-content__types">
          <legend className="mf-legend">{t('cityContent.typeLabel')}</legend>
          <div className="mf-content__chips">
            {CONTENT_FILTERS.map((filter: ContentFilter) => (
              <button
                key={filter}
                type="button"
                className="mf-content__chip"
                aria-pressed={type === filter}
                onClick={() => setParam('tipo', filter === 'all' ? '' : filter)}
                data-testid={`content-filter-${filter}`}
              >
                {t(`cityContent.filters.${filter}`)}
              </button>
            ))}
          </div>
        </fieldset>
      </search>
      <h2 ref={headingRef} tabIndex={-1} className="cerca-visually-hidden">
        {t(`cityContent.filters.${type}`)}
      </h2>
      {body}
    </div>
  );
}
