/** This remote's i18next namespace; its texts ship with the remote and lifecycles.ts registers them. */
export const NS = 'driver';
