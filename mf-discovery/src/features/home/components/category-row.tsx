import { useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { useCategories } from '@cerca/session';
import { ErrorState, Spinner } from '@cerca/ui';
import type { CSSProperties } from 'react';
import { Scroller } from '../../../components/scroller';
import { categoryPath } from '../../../lib/categories';
import { NS } from '../../../lib/i18n';

/** The main categories from GET /api/discovery/categories, each linking to /category/<name lowercased>. */
export function CategoryRow() {
  const { t } = useTranslation(NS);
  const categories = useCategories();
  return (
    <section aria-labelledby="home-categories" className="mf-section" aria-busy={categories.isPending}>
      <h2 id="home-categories" className="mf-subtitle">
        {t('home.categories')}
      </h2>
      {categories.isPending ? <Spinner /> : null}
      {categories.isError ? (
        <ErrorState
          title={t('categories.loadError')}
          onRetry={() => categories.refetch()}
          retrying={categories.isFetching}
        />
      ) : null}
      {categories.data ? (
        <Scroller label={t('home.categories')} data-testid="category-row">
          {categories.data.map((category) => (
            <li key={category.id}>
              <Link
                to={categoryPath(category)}
                className="mf-category"
                style={{ '--mf-category-color': category.color } as CSSProperties}
                data-testid={`category-${category.id}`}
              >
                {category.image_url ? (
                  <img src={category.image_url} alt="" width={56} height={56} loading="lazy" />
                ) : null}
                <span>{category.name}</span>
              </Link>
            </li>
          ))}
        </Scroller>
      ) : null}
    </section>
  );
}
