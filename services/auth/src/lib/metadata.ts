import type { JsonObject } from '@cerca/db';

/** Larger user_metadata is refused: it travels inside every access token. */
export const MAX_METADATA_BYTES = 8 * 1024;

/** GoTrue's rule: given keys replace, null removes; protected keys keep their stored value. */
export function mergeMetadata(
  current: JsonObject,
  changes: Record<string, unknown>,
  protectedKeys: readonly string[] = [],
): JsonObject {
  const merged: JsonObject = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (protectedKeys.includes(key)) continue;
    if (value === null) delete merged[key];
    else merged[key] = value as JsonObject[string];
  }
  return merged;
}
