import type { Business } from '@cerca/contracts/business';
import { useTranslation } from '@cerca/i18n';
import { ExposedComponent } from '@cerca/remote-kit/exposed';
import { Tabs } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { offerTabKey } from '../lib/contact';
import { PostsGrid } from './posts-grid';

/**
 * Publicaciones and Menú (Servicios for service businesses). The Menú tab is mf-ordering's
 * ("./business-menu": the menu, Agregar, the cart and the checkout), loaded when it first opens.
 */
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
              <ExposedComponent
                id="mf_ordering/business-menu"
                props={{
                  business: { id: business.id, name: business.name, business_type: business.business_type },
                }}
              />
            ),
          },
        ]}
      />
    </section>
  );
}
