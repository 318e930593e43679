import type { City } from '@cerca/contracts';
import { ROUTE_PLACES } from '@cerca/contracts/city-life/events';
import { useTranslation } from '@cerca/i18n';
import { Button, ErrorState, IconClose, Spinner } from '@cerca/ui';
import { useId, useState } from 'react';
import { useBusinessSearch } from '../../../api/search-businesses';
import { NS } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { RoutePlace } from '../lib/route-wizard';
import { StepHeading } from './wizard-step-heading';

interface PlacesStepProps {
  city: City;
  places: readonly RoutePlace[];
  /** Tapping a place: adds it, or deselects it when chosen (a 6th is refused with a toast). */
  onToggle: (place: RoutePlace) => void;
  /** Id of the "at least 3" hint that describes the blocked Siguiente. */
  hintId: string;
  focusHeading: boolean;
}

/** Step 1: search the city's businesses (the search page's endpoint) and choose 3 to 5. */
export function PlacesStep({ city, places, onToggle, hintId, focusHeading }: PlacesStepProps) {
  const { t } = useTranslation(NS);
  const searchId = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const search = useBusinessSearch({ cityId: city.id, q: q || undefined });
  const results = search.data?.pages.flatMap((page) => page.businesses) ?? [];
  const chosen = new Map(places.map((place, index) => [place.id, index + 1]));

  return (
    <div className="mf-stack" data-testid="wizard-places">
      <StepHeading step="places" focus={focusHeading} />
      <div className="mf-field">
        <label htmlFor={searchId}>{t('events.wizard.places.search')}</label>
        <input
          id={searchId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('events.wizard.places.placeholder', { city: city.name })}
          autoComplete="off"
          data-testid="wizard-search"
        />
      </div>

      <p className="mf-wizard__count" aria-live="polite" data-testid="wizard-count">
        {t('events.wizard.places.count', { count: places.length })}
      </p>
      {places.length < ROUTE_PLACES.min ? (
        <p id={hintId} className="mf-hint">
          {t('events.wizard.places.minHint')}
        </p>
      ) : null}
      {places.length > 0 ? (
        <ul className="mf-wizard__chosen" aria-label={t('events.wizard.places.selected')}>
          {places.map((place, index) => (
            <li key={place.id}>
              <button
                type="button"
                className="mf-wizard__chip"
                onClick={() => onToggle(place)}
                aria-label={t('events.wizard.places.remove', { name: place.name })}
              >
                <span className="mf-wizard__chip-order" aria-hidden="true">
                  {index + 1}
                </span>
                {place.name}
                <IconClose size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {search.isPending ? (
        <div className="mf-events__state">
          <Spinner />
        </div>
      ) : search.isError ? (
        <ErrorState
          title={t('events.wizard.places.loadError')}
          onRetry={() => search.refetch()}
          retrying={search.isFetching}
        />
      ) : results.length === 0 ? (
        <p className="mf-muted" role="status">
          {t('events.wizard.places.empty')}
        </p>
      ) : (
        <ul
          className="mf-wizard__results"
          aria-label={t('events.wizard.places.results', { city: city.name })}
          aria-busy={search.isFetching}
        >
          {results.map((business) => {
            const order = chosen.get(business.id);
            const place: RoutePlace = {
              id: business.id,
              name: business.name,
              category: business.category,
              photo_url: business.main_photo_thumbnail_url ?? business.main_photo_url,
            };
            return (
              <li key={business.id}>
                <button
                  type="button"
                  className="mf-place-option"
                  aria-pressed={order !== undefined}
                  onClick={() => onToggle(place)}
                  data-testid="wizard-place"
                >
                  {place.photo_url ? (
                    <img src={place.photo_url} alt="" width={48} height={48} loading="lazy" />
                  ) : (
                    <span className="mf-place-option__photo" aria-hidden="true" />
                  )}
                  <span className="mf-place-option__text">
                    <span className="mf-place-option__name">{business.name}</span>
                    <span className="mf-place-option__category">
                      {business.subcategory || business.category}
                    </span>
                  </span>
                  <span className="mf-place-option__mark" aria-hidden="true">
                    {order ?? '+'}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {search.hasNextPage && !search.isError ? (
        <Button
          variant="secondary"
          size="sm"
          loading={search.isFetchingNextPage}
          onClick={() => search.fetchNextPage()}
        >
          {t('events.wizard.places.more')}
        </Button>
      ) : null}
    </div>
  );
}
