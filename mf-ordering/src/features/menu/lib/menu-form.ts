import { type ImageFileProblem, imageFileProblem } from '@cerca/contracts/media';
import {
  type ManagedMenuItem,
  MENU_IMAGE_MAX_BYTES,
  type MenuItemBody,
  type MenuItemForm,
  parseMenuPrice,
} from '@cerca/contracts/menu-manager';
import { formatMoney } from '@cerca/i18n';
import type { FieldErrors } from 'react-hook-form';

/** A price as the page shows it: es-MX pesos ('$85.50'). */
export function formatPrice(value: string | number): string {
  return formatMoney(value);
}

/** The item form for a new item (in `categoryId`) or an existing one. */
export function itemFormValues(item: ManagedMenuItem | null, categoryId: string): MenuItemForm {
  if (!item) return { category_id: categoryId, name: '', description: '', price: '', variants: [] };
  return {
    category_id: item.category_id,
    name: item.name,
    description: item.description ?? '',
    price: item.price,
    variants: item.variants.map((variant) => ({ name: variant.name, price_extra: variant.price_extra })),
  };
}

/** What POST/PUT …/menu/items takes, from the checked form and the item's image URL. */
export function itemBody(values: MenuItemForm, imageUrl: string | null): MenuItemBody {
  return {
    category_id: values.category_id,
    name: values.name.trim(),
    description: values.description.trim() || null,
    price: parseMenuPrice(values.price) ?? values.price,
    image_url: imageUrl,
    variants: values.variants.map((variant) => ({
      name: variant.name.trim(),
      price_extra: parseMenuPrice(variant.price_extra, { allowZero: true }) ?? variant.price_extra,
    })),
  };
}

export type ItemFormError = 'category_id' | 'name' | 'price' | 'variantName';

/** The first refused field, in the form's order, as a key of `menu.errors`. */
export function firstItemError(errors: FieldErrors<MenuItemForm>): ItemFormError | null {
  if (errors.category_id) return 'category_id';
  if (errors.name) return 'name';
  if (errors.price) return 'price';
  const variants = Array.isArray(errors.variants) ? errors.variants : [];
  for (const variant of variants) {
    if (variant?.name) return 'variantName';
    if (variant?.price_extra) return 'price';
  }
  return null;
}

const IMAGE_ERRORS = {
  notImage: 'invalidImage',
  tooLarge: 'imageSize',
} as const satisfies Record<ImageFileProblem, string>;

/**
 * The quick check before an upload (the storage service checks the content itself): the one
 * image check, an image of at most 5 MB, as keys of `menu.errors`.
 */
export function imageFileError(file: { type: string; size: number }): 'invalidImage' | 'imageSize' | null {
  const problem = imageFileProblem(file, MENU_IMAGE_MAX_BYTES);
  return problem && IMAGE_ERRORS[problem];
}

/** `{businessId}/{random}.{ext}`: the key a menu image is uploaded to (storage fixes the extension). */
export function imageKey(businessId: string, fileName: string, random: string): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1]?.toLowerCase() ?? 'jpg';
  return `${businessId.toLowerCase()}/${random}.${extension}`;
}

/** The ids with the one at `index` moved up (-1) or down (+1); unchanged at the ends. */
export function moveId(ids: readonly string[], index: number, delta: -1 | 1): string[] {
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/**
 * The toast for a failed call: the server's own spec text for a refused input (400, e.g. 'Por
 * favor ingresa un precio válido'; 403; storage's 413/415 for images), else the screen's error ('Error al guardar el elemento').
 */
export function failureText(error: unknown, fallback: string): string {
  const status = (error as { status?: unknown } | null)?.status;
  const message = (error as { message?: unknown } | null)?.message;
  const refused = status === 400 || status === 403 || status === 413 || status === 415;
  return refused && typeof message === 'string' && message ? message : fallback;
}
