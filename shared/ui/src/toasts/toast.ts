import type { ExternalToast, toast as sonnerToast } from 'sonner';

/** Spec 01 §9: toasts last 4 s, successes 2 s, loading until replaced; at most 20 at once. */
export const TOAST_DURATION_MS = 4000;
export const SUCCESS_TOAST_DURATION_MS = 2000;
export const MAX_VISIBLE_TOASTS = 20;

type Sonner = typeof import('sonner');
type Message = Parameters<typeof sonnerToast>[0];
type Kind = 'success' | 'error' | 'info' | 'warning' | 'loading';
type ToastId = string | number;

// Sonner (9 KB compressed) is not part of a first visit: it loads with the first toast, and
// <Toasts> mounts its Toaster then. Sonner's Toaster replays on subscribing the toasts published
// before it mounted, in a render after its empty live region is in the page, so no toast is lost
// and screen readers hear the first one too. A failed load (a phone losing signal) is tried
// again by the next toast.
let attempts = 0;
const attemptListeners = new Set<() => void>();
let ready: Promise<Sonner> | undefined;

/** Sonner, loading it on first need (or again after a failed load). */
export function loadSonner(): Promise<Sonner> {
  if (!ready) {
    attempts += 1;
    ready = import('sonner').catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    for (const listener of attemptListeners) listener();
  }
  return ready;
}

/** For <Toasts>: how many times sonner was asked for (0: no toast yet, so no Toaster). */
export function subscribeSonnerAttempts(listener: () => void): () => void {
  attemptListeners.add(listener);
  return () => attemptListeners.delete(listener);
}
export const sonnerAttempts = (): number => attempts;

let counter = 0;

/** Ids are ours, given at once, so a caller can replace or dismiss a toast still on its way. */
function show(kind: Kind | undefined, message: Message, data?: ExternalToast): ToastId {
  const id = data?.id ?? `cerca-toast-${++counter}`;
  const options: ExternalToast = {
    ...(kind === 'success' ? { duration: SUCCESS_TOAST_DURATION_MS } : {}),
    ...data,
    id,
  };
  // Calls resolve in order on the one promise: a loading toast is replaced, never overtaken.
  loadSonner()
    .then(({ toast }) => (kind ? toast[kind] : toast)(message, options))
    .catch((error: unknown) =>
      console.error('[cerca] a toast could not be shown: sonner did not load', error),
    );
  return id;
}

/**
 * Sonner's toast API (the parts the apps use), loading sonner on first use. Every app imports it
 * from @cerca/ui, a Module Federation singleton, so one Toaster shows them all.
 */
export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => show(undefined, message, data),
  {
    success: (message: Message, data?: ExternalToast) => show('success', message, data),
    error: (message: Message, data?: ExternalToast) => show('error', message, data),
    info: (message: Message, data?: ExternalToast) => show('info', message, data),
    warning: (message: Message, data?: ExternalToast) => show('warning', message, data),
    loading: (message: Message, data?: ExternalToast) => show('loading', message, data),
    /** One toast, or all of them; nothing to do while no toast was ever asked for. */
    dismiss: (id?: ToastId): void => {
      // A failed load has shown nothing: there is nothing to dismiss.
      ready?.then(({ toast: loaded }) => loaded.dismiss(id)).catch(() => {});
    },
  },
);
