import type { Category } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { Link, useParams } from '@cerca/router';
import { useCategories } from '@cerca/session';
import { buttonClassName, EmptyState, ErrorState } from '@cerca/ui';
import { useState } from 'react';
import { useBusinessSearch } from '../../../api/search-businesses';
import { BusinessResults } from '../../../components/business-results';
import { Scroller } from '../../../components/scroller';
import { WithCity } from '../../../components/with-city';
import { findCategory } from '../../../lib/categories';
import { NS } from '../../../lib/i18n';
import './category.css';
import '../../../components/businesses-texts';

/**
 * /category/:category, matched case-insensitively against GET /api/discovery/categories.
 * Unknown → 'Categoría no encontrada' with a link home; no city → 'Selecciona una ciudad'.
 * The grid asks the server for the category (and subcategory) in the city, in its rating order.
 */
export function CategoryPage() {
  const { t } = useTranslation(NS);
  const { category: param } = useParams();
  const categories = useCategories();

  if (categories.isPending) return <PageLoader />;
  if (categories.isError) {
    return (
      <div className="mf-page" data-testid="categories-error">
        <ErrorState
          title={t('categories.loadError')}
          onRetry={() => categories.refetch()}
          retrying={categories.isFetching}
        />
      </div>
    );
  }
  const category = findCategory(categories.data, param);
  if (!category) {
    return (
      <div className="mf-page" data-testid="category-not-found">
        <EmptyState
          title={t('category.notFound')}
          action={
            <Link to="/" className={buttonClassName({ variant: 'primary' })}>
              {t('category.backHome')}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <WithCity>
      {(city) => (
        <CategoryContent
          category={category}
          cityId={city.id}
          cityName={city.name}
          cityState={city.state}
          timeZone={city.time_zone}
        />
      )}
    </WithCity>
  );
}

interface CategoryContentProps {
  category: Category;
  cityId: string;
  cityName: string;
  timeZone: string;
  cityState: string;
}

function CategoryContent({ category, cityId, cityName, cityState, timeZone }: CategoryContentProps) {
  const { t } = useTranslation(NS);
  // null = "Todos".
  const [subcategory, setSubcategory] = useState<string | null>(null);
  const businesses = useBusinessSearch({
    cityId,
    category: category.name,
    subcategory: subcategory ?? undefined,
  });
  const total = businesses.data?.pages[0]?.total;
  const chips: Array<{ value: string | null; label: string }> = [
    { value: null, label: t('category.all') },
    ...category.subcategories.map(({ name }) => ({ value: name, label: name })),
  ];

  return (
    <div className="mf-page mf-stack-lg" data-testid="category-page">
      <header className="mf-category-header">
        {category.banner_url ? (
          <img className="mf-category-header__banner" src={category.banner_url} alt="" />
        ) : null}
        <div className="mf-stack">
          <p className="mf-eyebrow">{t('category.place', { city: cityName, state: cityState })}</p>
          <h1 className="mf-title" data-testid="category-title">
            {category.name}
          </h1>
        </div>
      </header>
      <Scroller label={t('category.subcategories')} data-testid="subcategory-row">
        {chips.map((chip) => (
          <li key={chip.value ?? '*'}>
            <button
              type="button"
              className="mf-chip"
              aria-pressed={subcategory === chip.value}
              onClick={() => setSubcategory(chip.value)}
            >
              {chip.label}
            </button>
          </li>
        ))}
      </Scroller>
      <section className="mf-section" aria-labelledby="category-results">
        <div className="mf-stack">
          <h2 id="category-results" className="mf-subtitle">
            {subcategory
              ? t('category.resultsTitleSub', { subcategory, category: category.name, city: cityName })
              : t('category.resultsTitle', { category: category.name, city: cityName })}
          </h2>
          <p className="mf-muted" aria-live="polite" data-testid="category-count">
            {total === undefined ? '\u00a0' : t('search.count.businesses', { count: total })}
          </p>
        </div>
        <BusinessResults query={businesses} timeZone={timeZone} />
      </section>
    </div>
  );
}
