import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Db } from '@cerca/db';
import { sql } from '@cerca/db';
import { insertBusiness, insertCity, insertUser } from '@cerca/db-testing';
import { GENERATED_SECRET_FILE } from '@cerca/storage';

// The world the publishing tests share: a city of their own, an owner with a business, and the
// bodies and checks of uploads (big ones streamed, never built in memory).

/** A city, a business-type owner and a business created `ageDays` ago (0: still in the trial). */
export async function publishingWorld(db: Db, options: { ageDays?: number } = {}) {
  const city = await insertCity(db, { name: `Ciudad ${randomUUID().slice(0, 8)}` });
  const owner = await insertUser(db, { userType: 'business' });
  const business = await insertBusiness(db, { ownerId: owner.id, cityId: city.id, name: 'Panadería Lupita' });
  if (options.ageDays) await ageBusiness(db, business.id, options.ageDays);
  return { city, owner, business };
}

/** Moves the business's creation back, e.g. past the 5-day trial. */
export async function ageBusiness(db: Db, businessId: string, days: number) {
  await db
    .updateTable('businesses')
    .set({ created_at: sql<Date>`now() - ${days} * interval '1 day'` })
    .where('id', '=', businessId)
    .execute();
}

/** The smallest MP4 head the content sniffing knows (an ftyp box, brand isom), then filler. */
export const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.alloc(64),
]);

export const MB = 1024 * 1024;

/**
 * A multipart body as a stream: the text fields, then one file of `size` bytes that starts with
 * `head` and goes on with zeros, produced a megabyte at a time (the whole file never exists).
 */
export function streamedForm(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; head: Buffer; size: number },
) {
  const boundary = `----cerca${randomUUID().replaceAll('-', '')}`;
  const zeros = Buffer.alloc(MB);
  async function* body() {
    for (const [name, value] of Object.entries(fields)) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
    }
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    );
    yield file.head;
    let left = file.size - file.head.length;
    while (left > 0) {
      const chunk = left >= MB ? zeros : zeros.subarray(0, left);
      left -= chunk.length;
      yield chunk;
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Readable.from(body()),
  };
}

/** Every file under the storage folder (objects, sidecars, temporary files), but its signing secret. */
export async function storedFiles(storageDir: string): Promise<string[]> {
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name !== GENERATED_SECRET_FILE)
    .map((entry) => path.relative(storageDir, path.join(entry.parentPath, entry.name)));
}
