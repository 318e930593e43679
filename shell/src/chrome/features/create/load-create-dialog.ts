import type { CreateDialogProps, ExposedModules } from '@cerca/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type CreateDialogComponent = ComponentType<CreateDialogProps>;

const MODULE_ID = 'mf_discovery/create-dialog' satisfies keyof ExposedModules;

/** The React component of the exposed module (its default export, typed by the contract). */
export function pickCreateDialog(module: unknown): CreateDialogComponent {
  const component = (module as Partial<ExposedModules[typeof MODULE_ID]> | null)?.default;
  if (typeof component !== 'function') throw new Error(`${MODULE_ID} exposes no React component`);
  return component;
}

let cached: Promise<CreateDialogComponent> | null = null;

/** Loaded on the first click on Crear only; a failure is forgotten so the next click tries again. */
export function loadCreateDialog(): Promise<CreateDialogComponent> {
  cached ??= loadRemote<ExposedModules[typeof MODULE_ID]>(MODULE_ID).then(pickCreateDialog);
  cached.catch(() => {
    cached = null;
  });
  return cached;
}
