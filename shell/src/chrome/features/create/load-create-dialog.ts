import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** Props the shell gives mf_discovery's exposed "./create-dialog" (spec 01 "Create modal"). */
export interface CreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClose: () => void;
  /** Businesses the person owns (from /api/ordering/me): the dialog lets them pick one. */
  ownedBusinessIds: string[];
}

export type CreateDialogComponent = ComponentType<CreateDialogProps>;

/** The React component of the exposed module: default export, `CreateDialog`, or the module itself. */
export function pickCreateDialog(module: unknown): CreateDialogComponent {
  const candidates = [
    (module as { default?: unknown } | null)?.default,
    (module as { CreateDialog?: unknown } | null)?.CreateDialog,
    module,
  ];
  const found = candidates.find((candidate) => typeof candidate === 'function');
  if (!found) throw new Error('mf_discovery/create-dialog exposes no React component');
  return found as CreateDialogComponent;
}

let cached: Promise<CreateDialogComponent> | null = null;

/** Loaded on the first click on Crear only; a failure is forgotten so the next click tries again. */
export function loadCreateDialog(): Promise<CreateDialogComponent> {
  cached ??= loadRemote<unknown>('mf_discovery/create-dialog').then(pickCreateDialog);
  cached.catch(() => {
    cached = null;
  });
  return cached;
}
