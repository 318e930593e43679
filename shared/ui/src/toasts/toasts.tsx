import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { loadSonner, sonnerAttempts, subscribeSonnerAttempts } from './toast';

/**
 * Where toasts show: sonner's <Toaster>, rendered once a toast is asked for (the chrome places
 * one for the page; component tests render their own). If sonner fails to load, nothing shows
 * and the next toast tries again.
 */
export function Toasts(props: ToasterProps) {
  const attempt = useSyncExternalStore(subscribeSonnerAttempts, sonnerAttempts, () => 0);
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    if (attempt === 0 || Toaster) return;
    let current = true;
    loadSonner()
      .then((sonner) => {
        if (current) setToaster(() => sonner.Toaster);
      })
      // toast() reports the failure; the next one asks again and brings a new attempt here.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [attempt, Toaster]);
  return Toaster ? <Toaster {...props} /> : null;
}
