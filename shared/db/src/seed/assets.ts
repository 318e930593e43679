import { fileURLToPath } from 'node:url';

/**
 * Absolute path of the static catalogue artwork (flags/, categories/). Serve it at `/static/` so the
 * catalogue URLs ('/static/flags/mx.svg', '/static/categories/restaurantes.svg') resolve.
 */
export const STATIC_ASSETS_DIR = fileURLToPath(new URL('./assets/', import.meta.url));
