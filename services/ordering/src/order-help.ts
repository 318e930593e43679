import {
  HELP_REPORTS_PAGE_SIZE,
  type HelpReportEntry,
  ORDER_HELP_PHOTO_FIELD,
  ORDER_HELP_PHOTO_MAX_BYTES,
  type OrderHelpFacts,
  type OrderHelpReason,
  orderHelpFieldsSchema,
  orderHelpMoment,
  orderHelpReasonsFor,
} from '@cerca/contracts/order-help';
import type { Db } from '@cerca/db';
import { AppError, decodeTimeCursor, errors, nextTimeCursor, readMultipartForm } from '@cerca/service-kit';
import type { Storage } from '@cerca/storage';
import type { FastifyRequest } from 'fastify';
import messages from './messages.json';
import {
  type HelpReportPosition,
  type HelpReportRow,
  type HelpReportScope,
  listHelpReports,
} from './repositories/order-help-reports';

// "Ayuda con mi pedido" (issue 25): what a report may say and when. The rule itself (delivered
// within the window, or late; which reasons fit) is @cerca/contracts/order-help's, which My orders
// reads too; this file refuses in Spanish what it does not allow.

export const HELP_PHOTO_BUCKET = 'order-help-photos';
/** Signed photo URLs in the lists: long enough to look at a page of reports, then they lapse. */
export const HELP_PHOTO_URL_SECONDS = 60 * 60;

/** 409 unless the order may be reported now for `reason` (see orderHelpMoment). */
export function assertReportable(order: OrderHelpFacts, reason: OrderHelpReason, now: Date): void {
  const moment = orderHelpMoment(order, now);
  if (!moment) {
    if (order.status === 'cancelled') throw errors.conflict('order_not_reportable', messages.helpCancelled);
    if (order.status === 'delivered') throw errors.conflict('order_not_reportable', messages.helpWindowOver);
    throw errors.conflict('order_not_reportable', messages.helpTooEarly);
  }
  if (!orderHelpReasonsFor(moment).includes(reason)) {
    throw errors.conflict('reason_not_applicable', messages.helpReasonNotYet);
  }
}

/**
 * The report's form: `reason`, an optional `note` and an optional image `photo`, within limits. A
 * photo over the limit arrives truncated but still too large for the bucket's check, which
 * answers in its own words ('La imagen es demasiado grande. Máximo 5MB.').
 */
export async function readHelpReportForm(request: FastifyRequest, storage: Storage) {
  const { fields, files } = await readMultipartForm(request, {
    maxFiles: 1,
    fileSize: ORDER_HELP_PHOTO_MAX_BYTES + 1,
    maxFields: 4,
    fieldSize: 4096,
    fileFields: [ORDER_HELP_PHOTO_FIELD],
    tooManyFiles: new AppError(400, 'too_many_files', messages.helpOnePhoto),
  });
  const parsed = orderHelpFieldsSchema.safeParse({
    reason: fields.reason,
    ...(fields.note?.trim() ? { note: fields.note } : {}),
  });
  if (!parsed.success) {
    const noteFailed = parsed.error.issues.some((issue) => issue.path[0] === 'note');
    throw noteFailed
      ? errors.badRequest('note_too_long', messages.helpNoteTooLong)
      : errors.badRequest('reason_required', messages.helpReasonRequired);
  }
  const file = files[0];
  // The content decides the type and extension (never the name the browser sent).
  const photo = file
    ? { buffer: file.buffer, ...storage.inspectUpload(HELP_PHOTO_BUCKET, file.buffer, file.filename) }
    : undefined;
  return { fields: parsed.data, photo };
}

/** The reports as the lists answer them: each photo as a signed URL, never its key. */
export async function withPhotoUrls(
  storage: Storage,
  rows: readonly HelpReportRow[],
): Promise<HelpReportEntry[]> {
  return Promise.all(
    rows.map(async ({ photo_key, ...row }) => ({
      ...row,
      photo_url: photo_key
        ? await storage.createSignedUrl(HELP_PHOTO_BUCKET, photo_key, HELP_PHOTO_URL_SECONDS)
        : null,
    })),
  );
}

/** undefined for the first page; 400 'invalid_cursor' for anything a list did not hand out. */
const decodeHelpReportsCursor = (raw: string | undefined): HelpReportPosition | undefined =>
  decodeTimeCursor(raw, () => errors.badRequest('invalid_cursor', messages.invalidHelpReportsCursor));

/** One page of the reports of a business or a city (`cursor` from the previous page). */
export async function helpReportsPage(
  { db, storage }: { db: Db; storage: Storage },
  scope: HelpReportScope,
  cursor: string | undefined,
) {
  const rows = await listHelpReports(db, scope, HELP_REPORTS_PAGE_SIZE + 1, decodeHelpReportsCursor(cursor));
  return {
    reports: await withPhotoUrls(storage, rows.slice(0, HELP_REPORTS_PAGE_SIZE)),
    next_cursor: nextTimeCursor(rows, HELP_REPORTS_PAGE_SIZE, (row) => ({ at: row.created_at, id: row.id })),
  };
}
