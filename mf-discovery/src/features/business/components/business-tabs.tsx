import type { Business } from '@cerca/contracts/business';
import { Tabs } from '@cerca/ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../lib/i18n';
import { offerTabKey } from '../lib/contact';
import { MenuList } from './menu-list';
import { PostsGrid } from './posts-grid';

/** Publicaciones and Menú (Servicios for service businesses). */
export function BusinessTabs({ business }: { business: Business }) {
  const { t } = useTranslation(NS);
  return (
    <section className="mf-section" data-testid="business-tabs">
      <Tabs
        label={t('business.tabs.label')}
        items={[
          {
            id: 'posts',
            label: t('business.tabs.posts'),
            content: <PostsGrid businessId={business.id} businessName={business.name} />,
          },
          {
            id: 'menu',
            label: t(offerTabKey(business.business_type)),
            content: (
              <MenuList
                businessId={business.id}
                businessType={business.business_type}
                businessName={business.name}
              />
            ),
          },
        ]}
      />
    </section>
  );
}
