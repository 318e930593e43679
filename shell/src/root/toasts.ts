import { toast } from 'sonner';

/** Spec 01 §9: toasts last 4 s, successes 2 s, loading until replaced; at most 20 at once. */
export const TOAST_DURATION_MS = 4000;
export const SUCCESS_TOAST_DURATION_MS = 2000;
export const MAX_VISIBLE_TOASTS = 20;

let configured = false;

/**
 * Sonner has one default duration for every type. It is a shared singleton, so giving
 * `toast.success` its own default here applies to the chrome and every remote calling
 * `toast.success(...)` from 'sonner'. An explicit `duration` still wins. Loading toasts never
 * expire in sonner already.
 */
export function configureToasts(): void {
  if (configured) return;
  configured = true;
  const success = toast.success;
  toast.success = (message, data) => success(message, { duration: SUCCESS_TOAST_DURATION_MS, ...data });
}
