import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Scroller } from '../../../components/scroller';
import { categoryPath, MAIN_CATEGORIES } from '../../../lib/categories';
import { NS } from '../../../lib/i18n';

/** The 14 main categories, each linking to /category/<name lowercased>. */
export function CategoryRow() {
  const { t } = useTranslation(NS);
  return (
    <section aria-labelledby="home-categories" className="mf-section">
      <h2 id="home-categories" className="mf-subtitle">
        {t('home.categories')}
      </h2>
      <Scroller label={t('home.categories')} data-testid="category-row">
        {MAIN_CATEGORIES.map((category) => (
          <li key={category.id}>
            <Link
              to={categoryPath(category)}
              className="mf-category"
              style={{ '--mf-category-color': category.color } as CSSProperties}
              data-testid={`category-${category.id}`}
            >
              <img src={category.imageUrl} alt="" width={56} height={56} loading="lazy" />
              <span>{category.name}</span>
            </Link>
          </li>
        ))}
      </Scroller>
    </section>
  );
}
