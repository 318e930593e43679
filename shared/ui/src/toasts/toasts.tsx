import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { subscribeToastsWanted, toastsWanted } from './toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * Where toasts show: sonner's <Toaster>, rendered once a toast is asked for (the chrome places
 * one for the page; component tests render their own).
 */
export function Toasts(props: ToasterProps) {
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
