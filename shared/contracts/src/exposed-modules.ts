import type { ComponentType } from 'react';

/**
 * Props of mf_discovery's "./create-dialog" (spec 01 "Create modal"), which the shell's top bar
 * opens. Both sides type against this one declaration, so a change that one side does not follow
 * fails the type check.
 */
export interface CreateDialogProps {
  open: boolean;
  onClose: () => void;
  /** Businesses the person owns (GET /api/ordering/me): an owner publishes as one of them. */
  ownedBusinessIds: string[];
}

/**
 * Every module a remote exposes to others besides its "./app" lifecycles, by the id the host
 * passes to loadRemote ("<container>/<module>"). A remote's remote.json must list each of its
 * own here (a test checks it), and its module must satisfy the type (`satisfies`).
 */
export interface ExposedModules {
  'mf_discovery/create-dialog': { default: ComponentType<CreateDialogProps> };
}

export type ExposedModuleId = keyof ExposedModules;

/**
 * The same ids at run time, for the test that checks each remote.json exposes its own. A Record
 * over every id: a module added to ExposedModules but not here does not compile.
 */
export const EXPOSED_MODULE_IDS = Object.keys({
  'mf_discovery/create-dialog': true,
} satisfies Record<ExposedModuleId, true>) as ExposedModuleId[];
