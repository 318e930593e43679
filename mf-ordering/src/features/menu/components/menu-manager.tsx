import type { ManagedMenuItem } from '@cerca/contracts/menu-manager';
import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { Link } from '@cerca/router';
import { Button, EmptyState, ErrorState, toast } from '@cerca/ui';
import { useState } from 'react';
import { NS } from '../../../lib/i18n';
import { useManagedMenu } from '../api/get-managed-menu';
import { useReorderCategories } from '../api/reorder-categories';
import { failureText, moveId } from '../lib/menu-form';
import { AddCategoryForm } from './add-category-form';
import { CategorySection } from './category-section';
import { DeliveryFeeForm } from './delivery-fee-form';
import { DeliveryZoneForm } from './delivery-zone-form';
import { ItemDetailDialog } from './item-detail-dialog';
import { ItemFormDialog } from './item-form-dialog';
import { PromotionRulesSection } from './promotion-rules-section';
import './menu-manager.css';

type Open =
  | { kind: 'form'; item: ManagedMenuItem | null; categoryId: string }
  | { kind: 'detail'; item: ManagedMenuItem }
  | null;

/** The owner's menu/services manager (spec 02 §2): categories, items, the item form and viewer. */
export function MenuManager({ businessId }: { businessId: string }) {
  const { t } = useTranslation(NS);
  const menu = useManagedMenu(businessId);
  const reorder = useReorderCategories(businessId);
  const [open, setOpen] = useState<Open>(null);

  if (menu.isPending) return <PageLoader />;
  if (menu.isError) {
    const forbidden = (menu.error as { status?: number }).status === 403;
    return (
      <div className="mf-page" data-testid="menu-manager-error">
        {forbidden ? (
          <EmptyState title={t('menu.forbidden')} />
        ) : (
          <ErrorState title={t('menu.loadError')} onRetry={() => menu.refetch()} retrying={menu.isFetching} />
        )}
      </div>
    );
  }

  const { business, categories } = menu.data;
  const ids = categories.map((category) => category.id);
  const addItem = (categoryId: string) => {
    if (categories.length === 0) {
      toast.error(t('menu.toasts.createCategoryFirst'));
      return;
    }
    setOpen({ kind: 'form', item: null, categoryId });
  };
  const move = (index: number, delta: -1 | 1) =>
    reorder.mutate(moveId(ids, index, delta), {
      onError: (error) => toast.error(failureText(error, t('menu.loadError'))),
    });

  return (
    <section className="mf-page mf-stack mf-menu-manager" data-testid="menu-manager">
      <header className="mf-menu-manager__header">
        <div>
          <p className="mf-eyebrow">{business.name}</p>
          <h1 className="mf-title">{t(`menu.title.${business.business_type}`)}</h1>
          <p className="mf-muted">{t('menu.subtitle')}</p>
        </div>
        <div className="mf-menu-manager__actions">
          <Link className="mf-menu-link" to={`/businesses/${encodeURIComponent(business.id)}`}>
            {t('menu.viewPage')}
          </Link>
          <Button onClick={() => addItem(categories[0]?.id ?? '')} data-testid="menu-add-item">
            {t('menu.item.add')}
          </Button>
        </div>
      </header>

      <DeliveryFeeForm businessId={businessId} deliveryFee={business.delivery_fee} />
      <DeliveryZoneForm businessId={businessId} />
      <AddCategoryForm businessId={businessId} />

      {categories.length === 0 ? (
        <EmptyState title={t('menu.empty')} />
      ) : (
        <div className="mf-stack" data-testid="menu-categories">
          {categories.map((category, index) => (
            <CategorySection
              key={category.id}
              businessId={businessId}
              category={category}
              first={index === 0}
              last={index === categories.length - 1}
              onMove={(delta) => move(index, delta)}
              onAddItem={() => addItem(category.id)}
              onEditItem={(item) => setOpen({ kind: 'form', item, categoryId: item.category_id })}
              onViewItem={(item) => setOpen({ kind: 'detail', item })}
            />
          ))}
        </div>
      )}

      <PromotionRulesSection
        businessId={businessId}
        items={categories.flatMap((category) => category.items.filter((item) => item.active))}
      />

      {open?.kind === 'form' ? (
        <ItemFormDialog
          businessId={businessId}
          categories={categories}
          item={open.item}
          categoryId={open.categoryId}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'detail' ? (
        <ItemDetailDialog
          item={open.item}
          categoryName={categories.find((category) => category.id === open.item.category_id)?.name ?? ''}
          onClose={() => setOpen(null)}
          onEdit={() => setOpen({ kind: 'form', item: open.item, categoryId: open.item.category_id })}
        />
      ) : null}
    </section>
  );
}
