import {
  type CreateWeekendRouteFields,
  createWeekendRouteFieldsSchema,
  ROUTE_COLORS,
  ROUTE_PLACES,
  type RouteColor,
  routeBusinessIdsField,
} from '@cerca/contracts/city-life/events';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';

// The route wizard (spec 02 §2, §4, §5, §9) in the house form pattern: react-hook-form with
// zodResolver over the schema POST /api/discovery/weekend-routes validates with. The page adds
// only what it asks: the places as chosen (shown with their names), today's date as the
// earliest, and the optional image.

/** A place as the wizard shows it: a business of the city from the search. */
export interface RoutePlace {
  id: string;
  name: string;
  category: string;
  photo_url: string | null;
}

export type WizardStep = 'places' | 'order' | 'details';
export const WIZARD_STEPS: readonly WizardStep[] = ['places', 'order', 'details'];

/** 1-based position of a step, for "Paso 2 de 3". */
export const stepNumber = (step: WizardStep) => WIZARD_STEPS.indexOf(step) + 1;

export function nextStep(step: WizardStep): WizardStep {
  return WIZARD_STEPS[Math.min(WIZARD_STEPS.indexOf(step) + 1, WIZARD_STEPS.length - 1)]!;
}

export function previousStep(step: WizardStep): WizardStep {
  return WIZARD_STEPS[Math.max(WIZARD_STEPS.indexOf(step) - 1, 0)]!;
}

/** Spec 02 §4: Siguiente is blocked with fewer than 3 places (and never more than 5 are held). */
export function canContinue(step: WizardStep, places: readonly RoutePlace[]): boolean {
  if (step === 'details') return false;
  return places.length >= ROUTE_PLACES.min && places.length <= ROUTE_PLACES.max;
}

export interface ToggleResult {
  places: RoutePlace[];
  /** Set when the tap was refused: a 6th place ('Una ruta puede tener máximo 5 lugares'). */
  refused: 'tooMany' | null;
}

/** Spec 02 §5: tapping a place adds it at the end; tapping a selected one deselects it; 5 at most. */
export function togglePlace(places: readonly RoutePlace[], place: RoutePlace): ToggleResult {
  if (places.some((chosen) => chosen.id === place.id)) {
    return { places: places.filter((chosen) => chosen.id !== place.id), refused: null };
  }
  if (places.length >= ROUTE_PLACES.max) return { places: [...places], refused: 'tooMany' };
  return { places: [...places, place], refused: null };
}

/** Moves the place at `index` one step earlier (-1) or later (+1); the ends stay put. */
export function movePlace(places: readonly RoutePlace[], index: number, direction: -1 | 1): RoutePlace[] {
  const target = index + direction;
  if (index < 0 || index >= places.length || target < 0 || target >= places.length) return [...places];
  const moved = [...places];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

/** Today in the browser's zone as YYYY-MM-DD: the date input's `min` and default. */
export function localDateOf(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** What the wizard's inputs hold. */
export interface RouteFormValues {
  city_id: string;
  /** The chosen places, in the route's order. */
  places: RoutePlace[];
  title: string;
  description: string;
  /** YYYY-MM-DD. */
  event_date: string;
  color: RouteColor;
  image: File | null;
}

/** What a valid Publicar hands over: the fields as the endpoint takes them, and the image. */
export interface RouteFormOutput {
  fields: CreateWeekendRouteFields;
  image: File | null;
}

/** The empty wizard for a city: no places, today, the first colour (Rojo). */
export function routeFormDefaults(cityId: string, today: string): RouteFormValues {
  return {
    city_id: cityId,
    places: [],
    title: '',
    description: '',
    event_date: today,
    color: ROUTE_COLORS[0],
    image: null,
  };
}

/** The code of a date before today (the page's own check; the server checks it in the city's zone). */
export const PAST_DATE = 'past_date';

const fieldsResolver = zodResolver(createWeekendRouteFieldsSchema);

/** The code of the first error under a field (an array's own error, or its first item's). */
function codeOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && message) return message;
  for (const value of Object.values(error)) {
    const nested = codeOf(value);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * zodResolver over the contract's schema checks the fields exactly as the endpoint will; the page
 * adds the date floor (not before today; the server checks it in the city's zone). Errors carry
 * the contract's codes, under the wizard's own field names (`places` for business_ids).
 */
export function routeFormResolver(today: string): Resolver<RouteFormValues, unknown, RouteFormOutput> {
  return async (values, context, options): Promise<ResolverResult<RouteFormValues, RouteFormOutput>> => {
    const body = {
      city_id: values.city_id,
      business_ids: values.places.map((place) => place.id),
      title: values.title,
      ...(values.description.trim() ? { description: values.description } : {}),
      event_date: values.event_date,
      color: values.color,
    };
    const result = await fieldsResolver(body, context, { ...options, fields: {}, names: undefined });
    const errors: FieldErrors<RouteFormValues> = {};
    for (const [field, error] of Object.entries(result.errors)) {
      const name = (field === 'business_ids' ? 'places' : field) as keyof RouteFormValues;
      const code = codeOf(error);
      if (code) errors[name] = { type: 'validate', message: code };
    }
    if (!errors.event_date && values.event_date < today) {
      errors.event_date = { type: 'min', message: PAST_DATE };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return {
      values: { fields: result.values as CreateWeekendRouteFields, image: values.image },
      errors: {},
    };
  };
}

/** The first field error's code, in the order the wizard shows its fields. */
export function firstErrorCode(errors: FieldErrors<RouteFormValues>): string | undefined {
  for (const field of ['places', 'title', 'description', 'event_date', 'color', 'city_id'] as const) {
    const message = errors[field]?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/** Multipart body of POST /api/discovery/weekend-routes. */
export function toRouteFormData(fields: CreateWeekendRouteFields, image: Blob | null): FormData {
  const form = new FormData();
  form.append('city_id', fields.city_id);
  form.append(routeBusinessIdsField.name, routeBusinessIdsField.join(fields.business_ids));
  form.append('title', fields.title);
  if (fields.description) form.append('description', fields.description);
  form.append('event_date', fields.event_date);
  form.append('color', fields.color);
  if (image) form.append('image', image, (image as File).name || 'ruta');
  return form;
}
