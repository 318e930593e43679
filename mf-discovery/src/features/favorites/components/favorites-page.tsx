import type { Favorite } from '@cerca/contracts/city-life/favorites';
import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { Link } from '@cerca/router';
import { useCategories, useSession } from '@cerca/session';
import { Button, buttonClassName, EmptyState, ErrorState, IconHeart, Spinner, toast } from '@cerca/ui';
import { type ReactNode, useRef } from 'react';
import { BusinessCard } from '../../../components/business-card';
import { ListFilters, useListFilters } from '../../../components/list-filters';
import { NS } from '../../../lib/i18n';
import { stockCover } from '../../../lib/stock-cover';
import { useFavorites } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';
import { type FavoritesView, parseView } from '../lib/favorite-pages';
import './favorites.css';
import '../../../components/businesses-texts';
import '../texts';

/**
 * /favorites (a session route: visitors are sent to sign in at /profile first). The caller's saved
 * businesses, newest saved first, with a name search, category chips, grid or list, and Quitar.
 */
export function FavoritesPage() {
  const session = useSession();
  const userId = session.user?.id;
  if (!userId) return <PageLoader />;
  return <FavoritesContent userId={userId} />;
}

function FavoritesContent({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const filters = useListFilters();
  const view = parseView(filters.params.get('view'));
  const favorites = useFavorites(userId, { q: filters.q, category: filters.category });
  const list = favorites.data?.pages.flatMap((page) => page.favorites) ?? [];
  const categories = favorites.data?.pages[0]?.categories ?? [];
  // With nothing saved at all, the empty state says it all: no filters to play with.
  const nothingSaved =
    !filters.filtered && favorites.isSuccess && !favorites.isPlaceholderData && list.length === 0;

  const chooseView = (next: FavoritesView) => filters.update({ view: next === 'list' ? 'list' : undefined });

  return (
    <div className="mf-page mf-stack-lg" data-testid="favorites-page">
      <header className="mf-stack">
        <p className="mf-eyebrow">{t('favorites.eyebrow')}</p>
        <h1 className="mf-title">{t('favorites.title')}</h1>
        <p className="mf-muted">{t('favorites.subtitle')}</p>
      </header>

      {nothingSaved ? null : (
        <ListFilters
          filters={filters}
          categories={categories}
          texts={{
            searchLabel: t('favorites.filters.searchLabel'),
            placeholder: t('favorites.filters.placeholder'),
            clear: t('favorites.filters.clear'),
            categories: t('favorites.filters.categories'),
            all: t('favorites.filters.all'),
          }}
        >
          <fieldset className="mf-view-toggle">
            <legend className="cerca-visually-hidden">{t('favorites.view.label')}</legend>
            <button
              type="button"
              className="mf-view-toggle__option"
              aria-pressed={view === 'grid'}
              onClick={() => chooseView('grid')}
              data-testid="favorites-view-grid"
            >
              {t('favorites.view.grid')}
            </button>
            <button
              type="button"
              className="mf-view-toggle__option"
              aria-pressed={view === 'list'}
              onClick={() => chooseView('list')}
              data-testid="favorites-view-list"
            >
              {t('favorites.view.list')}
            </button>
          </fieldset>
        </ListFilters>
      )}

      <FavoritesResults
        query={favorites}
        list={list}
        view={view}
        filtered={filters.filtered}
        onClearFilters={filters.clearAll}
      />
    </div>
  );
}

interface FavoritesResultsProps {
  query: ReturnType<typeof useFavorites>;
  list: Favorite[];
  view: FavoritesView;
  /** A search or a category is on: an empty answer means "nothing matches", not "nothing saved". */
  filtered: boolean;
  onClearFilters: () => void;
}

function FavoritesResults({ query, list, view, filtered, onClearFilters }: FavoritesResultsProps) {
  const { t } = useTranslation(NS);
  const catalogue = useCategories();
  const remove = useRemoveFavorite();
  const section = useRef<HTMLElement>(null);

  const quitar = (favorite: Favorite) =>
    remove.mutate(favorite.business.id, {
      onSuccess: () => {
        toast.success(t('favorites.remove.done'));
        // The button is gone with its card: keep keyboard focus in the list.
        section.current?.focus();
      },
      onError: () => toast.error(t('favorites.remove.error')),
    });

  let body: ReactNode;
  // Empty cards of the previous filter say nothing about the new one: wait for its answer.
  if (query.isPending || (query.isPlaceholderData && list.length === 0)) {
    body = (
      <div className="mf-fav-state">
        <Spinner />
      </div>
    );
  } else if (query.isError && !query.data) {
    body = (
      <ErrorState
        title={t('favorites.loadError')}
        description={query.error.message}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (list.length === 0) {
    body = filtered ? (
      <div data-testid="favorites-no-matches">
        <EmptyState
          title={t('favorites.noMatches.title')}
          description={t('favorites.noMatches.description')}
          action={
            <Button variant="secondary" onClick={onClearFilters}>
              {t('favorites.noMatches.action')}
            </Button>
          }
        />
      </div>
    ) : (
      <div data-testid="favorites-empty">
        <EmptyState
          icon={<IconHeart size={32} />}
          title={t('favorites.empty.title')}
          description={t('favorites.empty.description')}
          action={
            <Link to="/businesses" className={buttonClassName({ variant: 'primary' })}>
              {t('favorites.empty.action')}
            </Link>
          }
        />
      </div>
    );
  } else {
    body = (
      <div className="mf-stack" aria-busy={query.isFetching}>
        <ul
          className={view === 'list' ? 'mf-fav-list' : 'mf-bgrid'}
          data-testid="favorites-list"
          data-view={view}
        >
          {list.map((favorite) => (
            <li key={favorite.id} className="mf-fav" data-testid="favorite-item">
              <BusinessCard
                business={favorite.business}
                timeZone={favorite.time_zone}
                stockCoverUrl={stockCover(catalogue.data, favorite.business.category)}
              />
              <Button
                variant="secondary"
                size="sm"
                className="mf-fav__remove"
                aria-label={t('favorites.remove.label', { name: favorite.business.name })}
                loading={remove.isPending && remove.variables === favorite.business.id}
                onClick={() => quitar(favorite)}
                data-testid="favorite-remove"
              >
                <IconHeart size={16} aria-hidden="true" />
                {t('favorites.remove.action')}
              </Button>
            </li>
          ))}
        </ul>
        {query.isFetchNextPageError ? (
          <ErrorState
            title={t('favorites.loadMoreError')}
            onRetry={() => query.fetchNextPage()}
            retrying={query.isFetchingNextPage}
          />
        ) : null}
        {query.hasNextPage ? (
          <div className="mf-fav-state">
            <Button
              variant="secondary"
              onClick={() => query.fetchNextPage()}
              loading={query.isFetchingNextPage}
            >
              {t('favorites.loadMore')}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <section
      ref={section}
      tabIndex={-1}
      className="mf-section mf-fav-results"
      aria-labelledby="favorites-results"
    >
      <h2 id="favorites-results" className="cerca-visually-hidden">
        {t('favorites.results')}
      </h2>
      {body}
    </section>
  );
}
