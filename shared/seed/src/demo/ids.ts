// Every demo row has a stable id derived from a readable key, so builders can point at each other's
// rows without passing results around, and a second run hits the same rows.
import type { DemoBusiness } from './data/businesses';
import { demoId } from './random';

export const DEMO_EMAIL_DOMAIN = 'demo.cerca.mx';

export function userId(key: string): string {
  return demoId(`user:${key}`);
}

export function businessId(key: string): string {
  return demoId(`business:${key}`);
}

/** Each business is owned by its own account. */
export function ownerId(businessKey: string): string {
  return userId(`owner:${businessKey}`);
}

/** 'gdl-tortas-el-guero' → 'tortas.el.guero'. */
export function ownerUsername(b: DemoBusiness): string {
  return b.key.replace(/^[a-z]+-/, '').replace(/-/g, '.');
}

export const DRIVER_KEYS = { gdl: 'driver-luis', cdmx: 'driver-ana' } as const;
