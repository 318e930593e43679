import { highlightFieldsSchema, highlightPatchSchema } from '@cerca/contracts/business-page';
import { errors, type ServiceContext } from '@cerca/service-kit';
import { requireImage, type Storage } from '@cerca/storage';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import messages from './messages.json';
import { type PublishForm, readPublishForm, removeOwnUpload } from './publish-uploads';
import { storiesBelongTo } from './repositories/story-highlights';
import { refuseNul } from './request-guards';

// What the collection routes (create, edit, delete) share: the fields, the cover, the story check.

const BUCKET = 'business-stories' as const;

/** Multipart text fields as the contract's shape: `story_ids` is a JSON array in one field. */
function fromMultipart(fields: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (fields.name !== undefined) body.name = fields.name;
  if (fields.story_ids !== undefined) {
    try {
      body.story_ids = JSON.parse(fields.story_ids) as unknown;
    } catch {
      throw errors.badRequest('invalid_fields', messages.invalidHighlightFields);
    }
  }
  return body;
}

/** A missing or blank name is the spec's 'Por favor ingresa un nombre'; anything else malformed is invalid_fields. */
function parseFields<T>(
  schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } },
  body: unknown,
): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const name = (body as { name?: unknown } | null)?.name;
  const nameBlank = typeof name !== 'string' || name.trim() === '';
  const nameRequired = schema === highlightFieldsSchema || name !== undefined;
  if (nameRequired && nameBlank) throw errors.badRequest('name_required', messages.highlightNameRequired);
  throw errors.badRequest('invalid_fields', messages.invalidHighlightFields);
}

/** A new collection: `story_ids` left out means none yet. */
export const parseNewHighlight = (fields: Record<string, string>) =>
  parseFields(highlightFieldsSchema, { story_ids: [], ...fromMultipart(fields) });

export function parseHighlightPatch(body: unknown) {
  if (typeof body === 'object' && body !== null) {
    refuseNul(...Object.values(body).filter((value): value is string => typeof value === 'string'));
  }
  return parseFields(highlightPatchSchema, body);
}
export const parseHighlightPatchForm = (fields: Record<string, string>) =>
  parseHighlightPatch(fromMultipart(fields));

/** Reads the form with at most one `cover`, an image, streamed to <businessId>/highlights/<uuid>.<ext>. */
export function readHighlightForm(
  request: FastifyRequest,
  storage: Storage,
  businessId: string,
): Promise<PublishForm> {
  return readPublishForm(request, storage, {
    bucket: BUCKET,
    businessId,
    folder: 'highlights',
    fileField: 'cover',
    maxFiles: 1,
    tooManyFiles: errors.badRequest('too_many_files', messages.tooManyHighlightCovers),
    accept: requireImage,
  });
}

/** Story ids of another business (or none at all) are refused with 400. */
export async function assertOwnStories(
  db: ServiceContext['db'],
  businessId: string,
  storyIds: readonly string[] | undefined,
): Promise<void> {
  if (storyIds && !(await storiesBelongTo(db, businessId, storyIds))) {
    throw errors.badRequest('invalid_stories', messages.highlightStoriesNotOwned);
  }
}

/** Removes a replaced or deleted cover, only when it is this business's own upload. Never throws. */
export async function removeCover(
  storage: Storage,
  log: FastifyBaseLogger,
  businessId: string,
  url: string | null,
): Promise<void> {
  const folder = `${businessId.toLowerCase()}/highlights/`;
  await removeOwnUpload(storage, log, url, BUCKET, folder, 'removing a collection cover');
}
