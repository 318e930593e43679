import { LOCAL_KEYS } from '@cerca/session';
import { WIZARD_STEPS, type WizardStep } from './wizard';

/**
 * The wizard's entries kept in localStorage as partnerFormData (spec 02 §3) while a signed-out
 * visitor signs in: countryId, cityId, whatsapp and email, plus where they were and the city they
 * were about to create, so they come back to exactly that.
 */
export interface PartnerFormData {
  countryId: string;
  cityId: string;
  whatsapp: string;
  email: string;
  step: WizardStep;
  /** The inline city form's entries, when the visitor left from there. */
  newCity: { name: string; state: string } | null;
}

export const EMPTY_FORM_DATA: PartnerFormData = {
  countryId: '',
  cityId: '',
  whatsapp: '',
  email: '',
  step: 'intro',
  newCity: null,
};

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 300) : '');

/** The stored entries, or null when there are none or they cannot be read (never trusted blindly). */
export function parsePartnerFormData(raw: string | null): PartnerFormData | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  const step = WIZARD_STEPS.find((candidate) => candidate === stored.step) ?? 'intro';
  const newCity =
    typeof stored.newCity === 'object' && stored.newCity !== null
      ? (stored.newCity as Record<string, unknown>)
      : null;
  return {
    countryId: text(stored.countryId),
    cityId: text(stored.cityId),
    whatsapp: text(stored.whatsapp),
    email: text(stored.email),
    step,
    newCity: newCity ? { name: text(newCity.name), state: text(newCity.state) } : null,
  };
}

// Storage may be unavailable (private mode, blocked): the wizard then simply starts empty.

export function loadPartnerFormData(): PartnerFormData | null {
  try {
    return parsePartnerFormData(window.localStorage.getItem(LOCAL_KEYS.partnerForm));
  } catch {
    return null;
  }
}

export function savePartnerFormData(data: PartnerFormData): void {
  try {
    window.localStorage.setItem(LOCAL_KEYS.partnerForm, JSON.stringify(data));
  } catch {
    // Nothing to keep them in: the visitor types them again after signing in.
  }
}

export function clearPartnerFormData(): void {
  try {
    window.localStorage.removeItem(LOCAL_KEYS.partnerForm);
  } catch {
    // Nothing was stored.
  }
}
