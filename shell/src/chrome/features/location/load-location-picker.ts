import type { ComponentType } from 'react';
import type { LocationPickerProps } from './location-picker';

export type LocationPickerComponent = ComponentType<LocationPickerProps>;

let cached: Promise<LocationPickerComponent> | null = null;

/**
 * The picker's own chunk, downloaded on the first tap on the city button, not with the chrome:
 * most visits never open it, and a first visit is measured to the byte (issue 24). A failure is
 * forgotten, so the next tap tries again.
 */
export function loadLocationPicker(): Promise<LocationPickerComponent> {
  cached ??= import(/* webpackChunkName: "location-picker" */ './location-picker').then(
    (module) => module.LocationPicker,
  );
  cached.catch(() => {
    cached = null;
  });
  return cached;
}
