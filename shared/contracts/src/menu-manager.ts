import * as z from 'zod/mini';
import { businessTypeSchema } from './business';

// The owner's menu/services manager (spec 02 §2, §4, §5). Imported by file
// (`@cerca/contracts/menu-manager`) by the ordering service and mf-ordering only.

/** Menu texts' lengths and the variants an item may carry. */
export const MENU_LIMITS = { categoryName: 100, itemName: 150, description: 1000, variants: 20 } as const;

/** Menu item images: the `menu-items` bucket, `{businessId}/{random}.ext`, images only, 5 MB. */
export const MENU_IMAGE_BUCKET = 'menu-items';
export const MENU_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * A price as the owner types it ('85', '85.5', '85,50', 85.5) → the decimal string stored
 * ('85.50'), or null when it is not a number with at most 2 decimals (price step 0.01). Items
 * need more than 0; a variant's extra may be 0.
 */
export function parseMenuPrice(value: unknown, { allowZero = false } = {}): string | null {
  const text =
    typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : String(value ?? '');
  const normalized = text.trim().replace(',', '.');
  if (!MONEY.test(normalized)) return null;
  const [whole = '0', cents = ''] = normalized.split('.');
  const result = `${BigInt(whole).toString()}.${cents.padEnd(2, '0')}`;
  if (!allowZero && /^0\.00$/.test(result)) return null;
  return result;
}

/**
 * The dearest price, variant extra or delivery fee a menu takes (MXN). Money columns are
 * numeric(12,2), at most 9,999,999,999.99: under this cap an item with its dearest variant, at the
 * most one cart line orders (MAX_LINE_QUANTITY = 20), plus the delivery fee, always fits. A cart
 * of many such lines can still exceed it; pricing refuses that total.
 */
export const MENU_PRICE_MAX = '99999999.99';

/** Whether a price as parseMenuPrice answers it ('85.00') is at most MENU_PRICE_MAX. */
export function withinMenuPriceMax(price: string): boolean {
  const [whole = ''] = price.split('.');
  return whole.length <= MENU_PRICE_MAX.indexOf('.');
}

const priceInput = z.union([z.string().check(z.maxLength(20)), z.number()]);

export const menuCategoryBodySchema = z.object({
  name: z.string().check(z.maxLength(MENU_LIMITS.categoryName * 2)),
});

/** PUT /businesses/:id/menu/category-order: every category of the business, in the new order. */
export const menuCategoryOrderBodySchema = z.object({
  category_ids: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(200)),
});

export const menuVariantBodySchema = z.object({
  name: z.string().check(z.maxLength(MENU_LIMITS.itemName * 2)),
  price_extra: priceInput,
});

/**
 * POST /businesses/:id/menu/items and PUT …/items/:itemId. The wire shape is loose on purpose:
 * the service checks each rule with the spec's own message ('Por favor ingresa un precio
 * válido', 'Primero debes crear una categoría'…). `image_url` is a public URL of the
 * `menu-items` bucket under the business's folder (uploaded first through storage), or null.
 */
export const menuItemBodySchema = z.object({
  category_id: z.string().check(z.maxLength(100)),
  name: z.string().check(z.maxLength(MENU_LIMITS.itemName * 2)),
  description: z.optional(z.nullable(z.string().check(z.maxLength(MENU_LIMITS.description * 2)))),
  price: priceInput,
  image_url: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
  variants: z.optional(z.array(menuVariantBodySchema).check(z.maxLength(MENU_LIMITS.variants))),
});

export const menuItemActiveBodySchema = z.object({ active: z.boolean() });

/** The form's own checks (react-hook-form + zodResolver); the service checks the same rules. */
export const menuItemFormSchema = z.object({
  category_id: z.string().check(z.minLength(1)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MENU_LIMITS.itemName)),
  description: z.string().check(z.maxLength(MENU_LIMITS.description)),
  price: z.string().check(z.refine((value) => parseMenuPrice(value) !== null)),
  variants: z.array(
    z.object({
      name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MENU_LIMITS.itemName)),
      price_extra: z.string().check(z.refine((value) => parseMenuPrice(value, { allowZero: true }) !== null)),
    }),
  ),
});
export const menuCategoryFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MENU_LIMITS.categoryName)),
});

export const managedMenuVariantSchema = z.object({ id: z.uuid(), name: z.string(), price_extra: z.string() });
export const managedMenuItemSchema = z.object({
  id: z.uuid(),
  category_id: z.uuid(),
  name: z.string(),
  description: z.nullable(z.string()),
  /** MXN as a decimal string ("85.00"). */
  price: z.string(),
  image_url: z.nullable(z.string()),
  active: z.boolean(),
  order: z.int(),
  /** "Agotado hoy" until then (issue 25); null when available. */
  sold_out_until: z.nullable(z.string()),
  variants: z.array(managedMenuVariantSchema),
});
export const managedMenuCategorySchema = z.object({ id: z.uuid(), name: z.string(), order: z.int() });

/** GET /businesses/:id/menu/manage — every category (empty ones too) and item (inactive too). */
export const managedMenuResponseSchema = z.object({
  business: z.object({
    id: z.uuid(),
    name: z.string(),
    business_type: businessTypeSchema,
    /** What every order adds for delivery, e.g. '35.00' ('0.00': free). */
    delivery_fee: z.string(),
  }),
  categories: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      order: z.int(),
      items: z.array(managedMenuItemSchema),
    }),
  ),
});
export const menuCategoryResponseSchema = z.object({ category: managedMenuCategorySchema });

/** PUT /businesses/:id/delivery-fee — what every order adds for delivery; 0 means free. */
export const deliveryFeeBodySchema = z.object({ delivery_fee: priceInput });
export const deliveryFeeResponseSchema = z.object({ delivery_fee: z.string() });
/** The delivery fee form's field: 0 or more, at most 2 decimals (as the server checks it). */
export const deliveryFeeFormSchema = z.object({
  delivery_fee: z.string().check(z.refine((value) => parseMenuPrice(value, { allowZero: true }) !== null)),
});
export const menuItemResponseSchema = z.object({ item: managedMenuItemSchema });
export const menuItemActiveResponseSchema = z.object({ id: z.uuid(), active: z.boolean() });

export const menuCategoryPathSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  categoryId: z.string().check(z.minLength(1), z.maxLength(100)),
});
export const menuItemPathSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  itemId: z.string().check(z.minLength(1), z.maxLength(100)),
});

export type MenuItemBody = z.infer<typeof menuItemBodySchema>;
export type MenuItemForm = z.infer<typeof menuItemFormSchema>;
export type MenuCategoryForm = z.infer<typeof menuCategoryFormSchema>;
export type ManagedMenu = z.infer<typeof managedMenuResponseSchema>;
export type ManagedMenuItem = z.infer<typeof managedMenuItemSchema>;
export type ManagedMenuCategory = ManagedMenu['categories'][number];

/** DELETE …/menu/categories/:categoryId and …/menu/items/:itemId answer 204 with no body. */
export const menuDeletedSchema = z.null();

/** What POST /storage/v1/object/menu-items/{businessId}/{random}.{ext} answers that the page uses. */
export const menuImageUploadSchema = z.object({ publicUrl: z.string() });
/** What DELETE /storage/v1/object/menu-items/{key} answers. */
export const menuImageDeletedSchema = z.object({ Key: z.string() });
export type DeliveryFeeForm = z.infer<typeof deliveryFeeFormSchema>;
