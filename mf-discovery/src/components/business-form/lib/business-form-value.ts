import type { Category, City } from '@cerca/contracts';
import { BUSINESS_PHOTO_MAX_BYTES } from '@cerca/contracts/business';
import type { BusinessFormValue } from '@cerca/contracts/business-form';
import { type ImageFileProblem, imageFileProblem } from '@cerca/contracts/media';

// The business form's behaviour, as pure functions of its value (spec 01 §5, spec 02 §2): what
// each choice changes and which photos may join.

type Fields = BusinessFormValue['fields'];

/** The value with some fields changed. */
export function withFields(value: BusinessFormValue, changes: Partial<Fields>): BusinessFormValue {
  return { ...value, fields: { ...value.fields, ...changes } };
}

/** The subcategories of the chosen main category, in the catalogue's order. */
export function subcategoriesOf(categories: readonly Category[] | undefined, categoryName: string): string[] {
  const category = categories?.find((candidate) => candidate.name === categoryName);
  return category?.subcategories.map((subcategory) => subcategory.name) ?? [];
}

/** A new main category clears the subcategory: subcategories belong to their category. */
export function withCategory(value: BusinessFormValue, category: string): BusinessFormValue {
  if (category === value.fields.category) return value;
  return withFields(value, { category, subcategory: '' });
}

/** Another country: its cities are another list, so the city chosen from the last one goes. */
export function withCountry(value: BusinessFormValue, countryId: string): BusinessFormValue {
  return { ...withFields(value, { city_id: '', city: '', state: '' }), countryId };
}

/** A city from the list fills its name and state (both stay editable). */
export function withCity(
  value: BusinessFormValue,
  city: Pick<City, 'id' | 'name' | 'state'> | undefined,
): BusinessFormValue {
  return withFields(value, { city_id: city?.id ?? '', city: city?.name ?? '', state: city?.state ?? '' });
}

/**
 * A preselected city (the chosen place, ?city=) whose name is still blank, once its record is
 * known: its name and state, unless the person already typed a state. Undefined when nothing changes.
 */
export function withKnownCity(
  value: BusinessFormValue,
  city: Pick<City, 'id' | 'name' | 'state'> | undefined,
): BusinessFormValue | undefined {
  const { fields } = value;
  if (!city || city.id !== fields.city_id || fields.city) return undefined;
  return withFields(value, { city: city.name, state: fields.state || city.state });
}

interface PhotoRejection {
  fileName: string;
  reason: ImageFileProblem;
}

export interface PhotoPick<F> {
  accepted: F[];
  rejected: PhotoRejection[];
  /** True when valid files were left out because there was no room for them. */
  overLimit: boolean;
}

/** Picked files that may join a business's photos: images only, 5 MB each, `room` at most. */
export function pickPhotos<F extends Pick<File, 'name' | 'type' | 'size'>>(
  picked: readonly F[],
  room: number,
): PhotoPick<F> {
  const accepted: F[] = [];
  const rejected: PhotoRejection[] = [];
  let overLimit = false;
  for (const file of picked) {
    const problem = imageFileProblem(file, BUSINESS_PHOTO_MAX_BYTES);
    if (problem) rejected.push({ fileName: file.name, reason: problem });
    else if (accepted.length >= room) overLimit = true;
    else accepted.push(file);
  }
  return { accepted, rejected, overLimit };
}
