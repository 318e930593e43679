import type { Category, City } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { useSearchParams } from '@cerca/router';
import { useCategories, useSession } from '@cerca/session';
import { useEffect, useRef, useState } from 'react';
import { useBusinessSearch } from '../../../api/search-businesses';
import { BusinessResults } from '../../../components/business-results';
import { Scroller } from '../../../components/scroller';
import { WithCity } from '../../../components/with-city';
import { findCategory } from '../../../lib/categories';
import { NS } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useUpdateParams } from '../../../lib/use-update-params';
import { useUserSearch } from '../api/search-users';
import {
  parseSearchMode,
  resultCountKey,
  type SearchMode,
  searchTitle,
  userSearchState,
} from '../lib/search-heading';
import { SearchBox } from './search-box';
import { UserResults } from './user-results';
import { WeekEvents } from './week-events';
import './search.css';
import '../../../components/businesses-texts';

/** /businesses?category=&subcategory=&q=&mode=: search businesses of the chosen city, or users. */
export function SearchPage() {
  const [params] = useSearchParams();
  const categories = useCategories();
  const param = params.get('category') ?? undefined;
  // With a category in the URL, wait for the catalogue so the first request uses its real name.
  if (param && categories.isPending) return <PageLoader />;
  const category = param && categories.data ? findCategory(categories.data, param) : undefined;
  return (
    <WithCity>{(city) => <SearchContent city={city} category={category} categoryParam={param} />}</WithCity>
  );
}

interface SearchContentProps {
  city: City;
  category: Category | undefined;
  /** The raw ?category=, sent as is when it names no known category (the server then finds none). */
  categoryParam: string | undefined;
}

function SearchContent({ city, category, categoryParam }: SearchContentProps) {
  const { t } = useTranslation(NS);
  const session = useSession();
  const [params, update] = useUpdateParams();
  const q = params.get('q') ?? '';
  const mode = parseSearchMode(params.get('mode'));
  const categoryName = category?.name ?? categoryParam;
  const subcategory = categoryName ? (params.get('subcategory') ?? undefined) : undefined;

  const [text, setText] = useState(q);
  const settled = useDebouncedValue(text);

  // The settled text goes to the URL (?q=), which drives the requests.
  const currentQ = useRef(q);
  currentQ.current = q;
  useEffect(() => {
    const value = settled.trim();
    if (value !== currentQ.current) update({ q: value || undefined });
  }, [settled, update]);

  const businesses = useBusinessSearch({ cityId: city.id, category: categoryName, subcategory, q });
  const signedIn = session.status === 'signed-in';
  const userState = userSearchState(signedIn, q);
  const users = useUserSearch(q, session.user?.id);

  const title = searchTitle({ city: city.name, category: categoryName, subcategory });
  const count =
    mode === 'businesses'
      ? businesses.data?.pages[0]?.total
      : userState === 'search'
        ? users.data?.users.length
        : undefined;

  const chooseMode = (next: SearchMode) => update({ mode: next === 'users' ? 'users' : undefined });
  const clear = () => {
    setText('');
    update({ q: undefined });
  };

  return (
    <div className="mf-page mf-stack-lg" data-testid="search-page">
      <header className="mf-stack">
        <p className="mf-eyebrow">{t('search.eyebrow', { city: city.name, state: city.state })}</p>
        <h1 className="mf-title" data-testid="search-title">
          {t(title.key, title.values)}
        </h1>
        <p className="mf-muted" aria-live="polite" data-testid="search-count">
          {count === undefined ? '\u00a0' : t(resultCountKey(mode), { count })}
        </p>
      </header>

      <div className="mf-search-controls">
        <SearchBox
          value={text}
          onChange={setText}
          onClear={clear}
          placeholder={mode === 'users' ? t('search.box.placeholderUsers') : t('search.box.placeholder')}
        />
        <fieldset className="mf-toggle">
          <legend className="cerca-visually-hidden">{t('search.mode.label')}</legend>
          {(['businesses', 'users'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className="mf-toggle__option"
              aria-pressed={mode === option}
              onClick={() => chooseMode(option)}
              data-testid={`mode-${option}`}
            >
              {t(`search.mode.${option}`)}
            </button>
          ))}
        </fieldset>
      </div>

      {mode === 'businesses' && category ? (
        <Scroller label={t('category.subcategories')} data-testid="subcategory-chips">
          {[{ name: undefined as string | undefined, label: t('category.all') }]
            .concat(category.subcategories.map(({ name }) => ({ name, label: name })))
            .map((chip) => (
              <li key={chip.name ?? '*'}>
                <button
                  type="button"
                  className="mf-chip"
                  aria-pressed={subcategory === chip.name}
                  onClick={() => update({ subcategory: chip.name })}
                >
                  {chip.label}
                </button>
              </li>
            ))}
        </Scroller>
      ) : null}

      {mode === 'businesses' ? (
        <>
          <WeekEvents cityId={city.id} category={categoryName} timeZone={city.time_zone} />
          <section className="mf-section" aria-labelledby="search-results">
            <h2 id="search-results" className="cerca-visually-hidden">
              {t('search.results')}
            </h2>
            <BusinessResults query={businesses} timeZone={city.time_zone} />
          </section>
        </>
      ) : (
        <section className="mf-section" aria-labelledby="search-results">
          <h2 id="search-results" className="cerca-visually-hidden">
            {t('search.results')}
          </h2>
          <UserResults state={userState} query={users} />
        </section>
      )}
    </div>
  );
}
