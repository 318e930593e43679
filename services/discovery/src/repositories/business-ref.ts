import type { BusinessRef } from '@cerca/contracts/feed';

/** The business columns of a post or story card row, read through LEFT JOIN businesses. */
export interface BusinessRefColumns {
  business_id: string | null;
  business_name: string | null;
  business_category: string | null;
  business_subcategory: string | null;
  logo_url?: string | null;
  /** The row's own business_name: the name typed by a person without a business. */
  typed_business_name: string | null;
}

/**
 * A card's `business` (null for content published under a typed name) and `business_name`
 * (the business's name, or the typed one).
 */
export function businessRefOf(row: BusinessRefColumns): {
  business: BusinessRef | null;
  business_name: string;
} {
  if (row.business_id === null || row.business_name === null) {
    return { business: null, business_name: row.typed_business_name ?? '' };
  }
  return {
    business: {
      id: row.business_id,
      name: row.business_name,
      category: row.business_category ?? '',
      subcategory: row.business_subcategory ?? '',
      logo_url: row.logo_url ?? null,
    },
    business_name: row.business_name,
  };
}

/**
 * Who content is published under: a business (its city is copied by a trigger) or, for a person
 * without a business, a typed name shown in the city the author chose.
 */
export type ContentOwner = { businessId: string } | { businessName: string; cityId: string };

/** The business_id / business_name / city_id columns of a new story or post row. */
export function ownerColumns(owner: ContentOwner) {
  if ('businessId' in owner) return { business_id: owner.businessId, business_name: null };
  return { business_id: null, business_name: owner.businessName, city_id: owner.cityId };
}
