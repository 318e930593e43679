import type { ManagedMenuCategory, ManagedMenuItem, MenuCategoryForm } from '@cerca/contracts/menu-manager';
import { menuCategoryFormSchema } from '@cerca/contracts/menu-manager';
import { useTranslation } from '@cerca/i18n';
import { Button, IconChevronDown, IconPlus, toast } from '@cerca/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import { useDeleteCategory } from '../api/delete-category';
import { useRenameCategory } from '../api/rename-category';
import { failureText } from '../lib/menu-form';
import { ConfirmDialog } from './confirm-dialog';
import { ItemCard } from './item-card';

/** A category: expand/collapse, rename, move, delete (with its items, after confirming), its items. */
export function CategorySection({
  businessId,
  category,
  first,
  last,
  onMove,
  onAddItem,
  onEditItem,
  onViewItem,
}: {
  businessId: string;
  category: ManagedMenuCategory;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  onAddItem: () => void;
  onEditItem: (item: ManagedMenuItem) => void;
  onViewItem: (item: ManagedMenuItem) => void;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [expanded, setExpanded] = useState(true);
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rename = useRenameCategory(businessId);
  const remove = useDeleteCategory(businessId);
  const form = useForm<MenuCategoryForm>({
    resolver: zodResolver(menuCategoryFormSchema),
    defaultValues: { name: category.name },
  });
  const submitRename = form.handleSubmit(
    (values) =>
      rename.mutate(
        { categoryId: category.id, name: values.name },
        {
          onSuccess: () => {
            toast.success(t('menu.category.renamed'));
            setRenaming(false);
          },
          onError: (error) => toast.error(failureText(error, t('menu.toasts.addCategoryError'))),
        },
      ),
    () => toast.error(t('menu.errors.categoryName')),
  );
  // The promise, not mutate's callbacks: the refetch after the delete unmounts this section, and
  // React Query drops the callbacks of a component gone by then, toast and all.
  const confirmDelete = () =>
    remove.mutateAsync(category.id).then(
      () => {
        toast.success(t('menu.category.deleted'));
        // Its items went with it, and the server removed their images.
        setConfirming(false);
      },
      (error: unknown) => toast.error(failureText(error, t('menu.toasts.deleteCategoryError'))),
    );
  const name = category.name;

  return (
    <section className="mf-menu-category" aria-labelledby={`${id}-title`} data-testid="menu-category">
      <div className="mf-menu-category__head">
        {renaming ? (
          <form className="mf-menu-category__rename" onSubmit={submitRename} noValidate>
            <label htmlFor={`${id}-rename`} className="cerca-visually-hidden">
              {t('menu.category.renameLabel', { name })}
            </label>
            <input
              id={`${id}-rename`}
              maxLength={100}
              {...form.register('name')}
              data-testid="menu-category-rename-input"
            />
            <Button type="submit" size="sm" loading={rename.isPending}>
              {t('menu.category.save')}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setRenaming(false)}>
              {t('menu.category.cancel')}
            </Button>
          </form>
        ) : (
          <button
            type="button"
            className="mf-menu-category__toggle"
            aria-expanded={expanded}
            aria-controls={`${id}-items`}
            aria-label={t(expanded ? 'menu.category.collapse' : 'menu.category.expand', { name })}
            onClick={() => setExpanded(!expanded)}
            data-testid="menu-category-toggle"
          >
            <IconChevronDown
              className={expanded ? 'mf-menu-chevron mf-menu-chevron--open' : 'mf-menu-chevron'}
            />
            <h2 id={`${id}-title`} className="mf-menu-category__name">
              {name}
            </h2>
            <span className="mf-muted mf-small">
              {t('menu.category.count', { count: category.items.length })}
            </span>
          </button>
        )}
        {renaming ? null : (
          <div className="mf-menu-category__tools">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onMove(-1)}
              disabled={first}
              aria-label={t('menu.category.moveUp', { name })}
            >
              ↑
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onMove(1)}
              disabled={last}
              aria-label={t('menu.category.moveDown', { name })}
            >
              ↓
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                form.reset({ name });
                setRenaming(true);
              }}
            >
              {t('menu.category.rename')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="mf-menu-danger"
              aria-label={t('menu.category.delete', { name })}
              onClick={() => setConfirming(true)}
              data-testid="menu-category-delete"
            >
              {t('menu.item.delete')}
            </Button>
          </div>
        )}
      </div>
      <div id={`${id}-items`} hidden={!expanded}>
        {category.items.length === 0 ? (
          <p className="mf-muted">{t('menu.emptyCategory')}</p>
        ) : (
          <ul className="mf-menu-items">
            {category.items.map((item) => (
              <ItemCard
                key={item.id}
                businessId={businessId}
                item={item}
                onEdit={() => onEditItem(item)}
                onView={() => onViewItem(item)}
              />
            ))}
          </ul>
        )}
        <Button size="sm" variant="secondary" onClick={onAddItem} aria-label={t('menu.item.addTo', { name })}>
          <IconPlus aria-hidden="true" /> {t('menu.item.add')}
        </Button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t('menu.category.confirmTitle', { name })}
          text={t('menu.category.confirmText')}
          confirm={t('menu.item.confirmDelete')}
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}
