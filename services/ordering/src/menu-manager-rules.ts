import {
  MENU_IMAGE_BUCKET,
  MENU_LIMITS,
  type MenuItemBody,
  parseMenuPrice,
  withinMenuPriceMax,
} from '@cerca/contracts/menu-manager';
import type { Db } from '@cerca/db';
import { errors, ownsBusiness, type ServiceContext } from '@cerca/service-kit';
import { publicUrlPrefixes } from '@cerca/storage';
import type { FastifyRequest } from 'fastify';
import messages from './messages.json';
import { categoryOfBusiness, countCategories, type ItemValues } from './repositories/menu-manager';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (id: string) => UUID.test(id);

/**
 * preHandler of every manager route (after requireUser): the business's owner (ownsBusiness also
 * admits admins, from the database) gets through; anyone else, and a missing or malformed
 * business id, 403 'Solo el dueño del negocio puede administrar su menú' (ids cannot be probed).
 * Spec 02 §6 gives menus to the owner; the storage service's `menu-items` bucket admits the same
 * callers, so whoever may edit an item may also upload its image.
 */
export function requireMenuManager(context: Pick<ServiceContext, 'db' | 'config'>) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw errors.unauthorized();
    const { id } = request.params as { id: string };
    if (!isUuid(id) || !(await ownsBusiness(context, request.user, id.toLowerCase()))) {
      throw errors.forbidden(messages.notMenuManager);
    }
  };
}

/** Category names: trimmed, non-blank ('Por favor ingresa un nombre para la categoría'). */
export function categoryName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > MENU_LIMITS.categoryName || trimmed.includes('\u0000')) {
    throw errors.badRequest('category_name_required', messages.categoryNameRequired);
  }
  return trimmed;
}

const cleanText = (value: string) => value.replaceAll('\u0000', '').trim();

/**
 * The image of an item: null, or a public URL of the `menu-items` bucket inside this business's
 * own folder (the page uploads the file through storage first, which checks it is an image of at
 * most 5 MB by its content), or the image the item already has.
 */
function itemImage(
  businessId: string,
  url: string | null | undefined,
  current: string | null,
  publicBase: string | null,
): string | null {
  if (url === null || url === undefined || url === '') return null;
  // An edit may keep whatever image the item has (seeded rows may point elsewhere).
  if (url === current) return url;
  // On our own origin, or under STORAGE_PUBLIC_URL (a CDN) when one is set.
  const prefix = publicUrlPrefixes(publicBase, MENU_IMAGE_BUCKET, `${businessId.toLowerCase()}/`).find(
    (candidate) => url.startsWith(candidate),
  );
  const rest = prefix ? url.slice(prefix.length) : '';
  if (!/^[0-9A-Za-z_-]{1,100}\.[a-z0-9]{1,5}$/.test(rest)) {
    throw errors.badRequest('invalid_image', messages.invalidMenuImage);
  }
  return url;
}

/**
 * A price or variant extra as stored ('85.50'): more than 0 (an extra may be 0) with at most 2
 * decimals, 'Por favor ingresa un precio válido', and at most MENU_PRICE_MAX, so that any order
 * line of it fits the numeric(12,2) columns.
 */
function menuPrice(value: unknown, allowZero: boolean): string {
  const price = parseMenuPrice(value, { allowZero });
  if (price === null) throw errors.badRequest('invalid_price', messages.invalidPrice);
  if (!withinMenuPriceMax(price)) throw errors.badRequest('price_too_high', messages.priceTooHigh);
  return price;
}

/**
 * Checks an item body against spec 02 §5, in the form's order, each refusal with the spec's
 * text: a business without categories 'Primero debes crear una categoría'; no category 'Por
 * favor selecciona una categoría'; blank name; price not > 0 with at most 2 decimals 'Por favor
 * ingresa un precio válido' (variants' extras may be 0), or above MENU_PRICE_MAX. A category of
 * another business is 404. `publicBase` is config.objectStorage.publicUrl (image URLs may use it).
 */
export async function itemValues(
  db: Db,
  businessId: string,
  body: MenuItemBody,
  publicBase: string | null,
  currentImage: string | null = null,
): Promise<ItemValues> {
  if ((await countCategories(db, businessId)) === 0) {
    throw errors.badRequest('category_required_first', messages.createCategoryFirst);
  }
  const categoryId = body.category_id.trim();
  if (!categoryId) throw errors.badRequest('category_required', messages.categoryRequired);
  if (!isUuid(categoryId) || !(await categoryOfBusiness(db, businessId, categoryId.toLowerCase()))) {
    throw errors.notFound('category_not_found', messages.categoryNotFound);
  }
  const name = cleanText(body.name);
  if (!name || name.length > MENU_LIMITS.itemName) {
    throw errors.badRequest('item_name_required', messages.itemNameRequired);
  }
  const price = menuPrice(body.price, false);
  const variants = (body.variants ?? []).map((variant) => {
    const variantName = cleanText(variant.name);
    if (!variantName || variantName.length > MENU_LIMITS.itemName) {
      throw errors.badRequest('variant_name_required', messages.variantNameRequired);
    }
    return { name: variantName, price_extra: menuPrice(variant.price_extra, true) };
  });
  const description = cleanText(body.description ?? '').slice(0, MENU_LIMITS.description);
  return {
    category_id: categoryId.toLowerCase(),
    name,
    description: description || null,
    price,
    image_url: itemImage(businessId, body.image_url, currentImage, publicBase),
    variants,
  };
}
