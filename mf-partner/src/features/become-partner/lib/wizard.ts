import type { City } from '@cerca/contracts';
import { createCityBodySchema, type PartnerFieldError } from '@cerca/contracts/partner-wizard';
import type { ApplicationValues, NewCityValues } from './application-form';

/** Spec 02 §4 Partner wizard: steps 1, 2, 3 with Back/Continue. */
export const WIZARD_STEPS = ['intro', 'city', 'contact'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Where the page sends a signed-out visitor (spec 02 §5), and the form sends them back from. */
export const SIGN_IN_PATH = '/profile?redirect=become-partner';

export function stepNumber(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step) + 1;
}

export function nextStep(step: WizardStep): WizardStep {
  return WIZARD_STEPS[Math.min(WIZARD_STEPS.indexOf(step) + 1, WIZARD_STEPS.length - 1)]!;
}

export function previousStep(step: WizardStep): WizardStep {
  return WIZARD_STEPS[Math.max(WIZARD_STEPS.indexOf(step) - 1, 0)]!;
}

/** A city name as the duplicate check compares it: no case, accents or extra spaces. */
export function comparableName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The loaded city with this name (spec 02 §5: a case-insensitive match), if any. */
export function findCityNamed(cities: readonly City[], name: string): City | undefined {
  const wanted = comparableName(name);
  return wanted === '' ? undefined : cities.find((city) => comparableName(city.name) === wanted);
}

/** Continue on step 2 requires a chosen or created city (spec 02 §2). */
export function canLeaveStep(step: WizardStep, values: ApplicationValues): boolean {
  return step !== 'city' || (values.country_id !== '' && values.city_id !== '');
}

/** Submit stays disabled without phone, e-mail or city (spec 02 §5). */
export function canSubmit(values: ApplicationValues): boolean {
  return values.city_id !== '' && values.whatsapp.trim() !== '' && values.email.trim() !== '';
}

interface IssueSchema {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: readonly { message: string }[] } };
}

/** The contract's code for the first refused field (the order of the schema's keys), or null. */
function firstFieldError(schema: IssueSchema, value: unknown): PartnerFieldError | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return null;
  return (parsed.error?.issues[0]?.message as PartnerFieldError | undefined) ?? null;
}

/** Why the inline city form cannot create yet: a field of the contract, or a city already listed. */
export type NewCityError = PartnerFieldError | 'city_exists';

/**
 * The inline form's first problem (spec 02 §5): no country, blank name or state, or a name the
 * loaded list already has. Its create button stays disabled while there is one.
 */
export function newCityError(values: NewCityValues, cities: readonly City[]): NewCityError | null {
  const invalid = firstFieldError(createCityBodySchema, values);
  if (invalid === 'country_required' || invalid === 'city_name_required') return invalid;
  if (findCityNamed(cities, values.name)) return 'city_exists';
  return invalid;
}

/** The cities list with a new one in its place (by name, as discovery orders them). */
export function withCity(cities: readonly City[] | undefined, city: City): City[] {
  const others = (cities ?? []).filter((candidate) => candidate.id !== city.id);
  return [...others, city].sort((a, b) => comparableName(a.name).localeCompare(comparableName(b.name), 'es'));
}
