import { type MenuCategoryForm, menuCategoryFormSchema } from '@cerca/contracts/menu-manager';
import { useTranslation } from '@cerca/i18n';
import { Button, toast } from '@cerca/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import { useCreateCategory } from '../api/create-category';
import { failureText } from '../lib/menu-form';

/** One line: the new category's name and Agregar categoría. */
export function AddCategoryForm({ businessId }: { businessId: string }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const create = useCreateCategory(businessId);
  const form = useForm<MenuCategoryForm>({
    resolver: zodResolver(menuCategoryFormSchema),
    defaultValues: { name: '' },
  });
  const submit = form.handleSubmit(
    (values) =>
      create.mutate(values.name, {
        onSuccess: () => {
          toast.success(t('menu.category.added'));
          form.reset();
        },
        onError: (error) => toast.error(failureText(error, t('menu.toasts.addCategoryError'))),
      }),
    () => toast.error(t('menu.errors.categoryName')),
  );
  return (
    <form className="mf-menu-add-category" onSubmit={submit} noValidate>
      <div className="mf-field">
        <label htmlFor={id}>{t('menu.category.newLabel')}</label>
        <input
          id={id}
          placeholder={t('menu.category.placeholder')}
          maxLength={100}
          aria-invalid={form.formState.errors.name ? true : undefined}
          {...form.register('name')}
          data-testid="menu-category-name"
        />
      </div>
      <Button type="submit" variant="secondary" loading={create.isPending} data-testid="menu-category-add">
        {t('menu.category.add')}
      </Button>
    </form>
  );
}
