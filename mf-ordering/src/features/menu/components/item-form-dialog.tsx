import {
  type ManagedMenuCategory,
  type ManagedMenuItem,
  type MenuItemForm,
  menuItemFormSchema,
} from '@cerca/contracts/menu-manager';
import { useTranslation } from '@cerca/i18n';
import { remoteRootClass } from '@cerca/remote-kit';
import { Button, Dialog, toast } from '@cerca/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { NS } from '../../../lib/i18n';
import { deleteItemImage } from '../api/delete-item-image';
import { useSaveItem } from '../api/save-item';
import { uploadItemImage } from '../api/upload-item-image';
import { failureText, firstItemError, imageFileError, itemBody, itemFormValues } from '../lib/menu-form';

/**
 * The modal form that adds or edits an item: category, name, description, price (MXN, step
 * 0.01), an optional image (uploaded to storage on save) and variants with their extra price.
 */
export function ItemFormDialog({
  businessId,
  categories,
  item,
  categoryId,
  onClose,
}: {
  businessId: string;
  categories: ManagedMenuCategory[];
  item: ManagedMenuItem | null;
  categoryId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const save = useSaveItem(businessId);
  const [uploading, setUploading] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [imageUrl, setImageUrl] = useState<string | null>(item?.image_url ?? null);
  const [preview, setPreview] = useState<string | null>(null);
  const form = useForm<MenuItemForm>({
    resolver: zodResolver(menuItemFormSchema),
    defaultValues: itemFormValues(item, categoryId),
  });
  const variants = useFieldArray({ control: form.control, name: 'variants' });
  const errors = form.formState.errors;

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pickImage = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const problem = imageFileError(chosen);
    if (problem) {
      toast.error(t(`menu.errors.${problem}`));
      return;
    }
    setFile(chosen);
  };

  const submit = form.handleSubmit(
    async (values) => {
      let uploaded: string | null = null;
      try {
        if (file) {
          setUploading(true);
          uploaded = await uploadItemImage(businessId, file);
        }
      } catch (error) {
        toast.error(failureText(error, t('menu.toasts.saveError')));
        return;
      } finally {
        setUploading(false);
      }
      const image = uploaded ?? (file ? null : imageUrl);
      save.mutate(
        { itemId: item?.id ?? null, body: itemBody(values, image) },
        {
          onSuccess: () => {
            // The server removes a replaced or removed image itself.
            toast.success(t(item ? 'menu.toasts.updated' : 'menu.toasts.added'));
            onClose();
          },
          onError: (error) => {
            // The server never saw this upload: it is ours to remove.
            void deleteItemImage(uploaded);
            toast.error(failureText(error, t('menu.toasts.saveError')));
          },
        },
      );
    },
    (invalid) => {
      const first = firstItemError(invalid);
      if (first) toast.error(t(`menu.errors.${first}`));
    },
  );
  const busy = uploading || save.isPending;
  const shownImage = preview ?? imageUrl;

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={t(item ? 'menu.item.editTitle' : 'menu.item.newTitle')}
      dismissOnBackdrop={false}
      data-testid="menu-item-form"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('menu.item.cancel')}
          </Button>
          <Button
            type="submit"
            form={`${id}-form`}
            loading={busy}
            loadingText={t('menu.item.saving')}
            data-testid="menu-item-save"
          >
            {t('menu.item.save')}
          </Button>
        </>
      }
    >
      {/* Portalled out of the remote's root: this class brings its form styles along. */}
      <form
        id={`${id}-form`}
        className={`${remoteRootClass('mf_ordering')} mf-form`}
        onSubmit={submit}
        noValidate
      >
        <div className="mf-field">
          <label htmlFor={`${id}-category`}>{t('menu.item.category')}</label>
          <select
            id={`${id}-category`}
            aria-invalid={errors.category_id ? true : undefined}
            {...form.register('category_id')}
            data-testid="menu-item-category"
          >
            <option value="">{t('menu.item.chooseCategory')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
          {errors.category_id ? <p className="mf-error">{t('menu.errors.category_id')}</p> : null}
        </div>
        <div className="mf-field">
          <label htmlFor={`${id}-name`}>{t('menu.item.name')}</label>
          <input
            id={`${id}-name`}
            maxLength={150}
            aria-required="true"
            aria-invalid={errors.name ? true : undefined}
            {...form.register('name')}
            data-testid="menu-item-name"
          />
          {errors.name ? <p className="mf-error">{t('menu.errors.name')}</p> : null}
        </div>
        <div className="mf-field">
          <label htmlFor={`${id}-description`}>{t('menu.item.description')}</label>
          <textarea
            id={`${id}-description`}
            rows={3}
            maxLength={1000}
            {...form.register('description')}
            data-testid="menu-item-description"
          />
        </div>
        <div className="mf-field">
          <label htmlFor={`${id}-price`}>{t('menu.item.price')}</label>
          <input
            id={`${id}-price`}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            aria-required="true"
            aria-invalid={errors.price ? true : undefined}
            {...form.register('price')}
            data-testid="menu-item-price-input"
          />
          {errors.price ? <p className="mf-error">{t('menu.errors.price')}</p> : null}
        </div>
        <div className="mf-field">
          <span className="mf-legend">{t('menu.item.image')}</span>
          {shownImage ? <img className="mf-menu-form__image" src={shownImage} alt="" /> : null}
          <div className="mf-menu-form__image-actions">
            <label className="cerca-button cerca-button--secondary cerca-button--sm mf-menu-file">
              {t('menu.item.chooseImage')}
              <input
                type="file"
                accept="image/*"
                className="cerca-visually-hidden"
                onChange={pickImage}
                data-testid="menu-item-image"
              />
            </label>
            {shownImage ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setFile(null);
                  setImageUrl(null);
                }}
              >
                {t('menu.item.removeImage')}
              </Button>
            ) : null}
          </div>
          <p className="mf-hint mf-muted mf-small">{t('menu.item.imageHint')}</p>
        </div>
        <fieldset className="mf-fieldset mf-stack">
          <legend className="mf-legend">{t('menu.item.variants')}</legend>
          {variants.fields.map((field, index) => (
            <div key={field.id} className="mf-menu-form__variant" data-testid="menu-variant">
              <div className="mf-field">
                <label htmlFor={`${id}-variant-${index}`}>{t('menu.item.variantName')}</label>
                <input
                  id={`${id}-variant-${index}`}
                  maxLength={150}
                  aria-invalid={errors.variants?.[index]?.name ? true : undefined}
                  {...form.register(`variants.${index}.name`)}
                  data-testid="menu-variant-name"
                />
              </div>
              <div className="mf-field">
                <label htmlFor={`${id}-variant-price-${index}`}>{t('menu.item.variantPrice')}</label>
                <input
                  id={`${id}-variant-price-${index}`}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0"
                  aria-invalid={errors.variants?.[index]?.price_extra ? true : undefined}
                  {...form.register(`variants.${index}.price_extra`)}
                  data-testid="menu-variant-price"
                />
              </div>
              <Button
                size="sm"
                variant="ghost"
                className="mf-menu-danger"
                onClick={() => variants.remove(index)}
                aria-label={t('menu.item.removeVariant', { index: index + 1 })}
              >
                ×
              </Button>
            </div>
          ))}
          <div>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => variants.append({ name: '', price_extra: '0' })}
              data-testid="menu-variant-add"
            >
              {t('menu.item.addVariant')}
            </Button>
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}
