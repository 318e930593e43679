import { randomUUID } from 'node:crypto';
import type { Db, ProfileRole, UserType } from '@cerca/db';

export interface PersonOptions {
  email?: string;
  role?: ProfileRole;
  managedCityId?: string | null;
  userType?: UserType;
}

/** An account as the auth service leaves it: auth.users row plus profile. */
export async function createPerson(db: Db, options: PersonOptions = {}) {
  const id = randomUUID();
  const email = options.email ?? `${id.slice(0, 8)}@example.com`;
  await db.insertInto('auth.users').values({ id, email }).execute();
  await db
    .insertInto('profiles')
    .values({
      id,
      email,
      username: email.split('@')[0]!,
      role: options.role ?? 'user',
      managed_city_id: options.managedCityId ?? null,
      user_type: options.userType ?? 'user',
    })
    .execute();
  return { id, email };
}

/** A 1×1 PNG: real image bytes for the content check. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** JPEG magic bytes followed by filler: enough for the content sniffing. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64),
]);

export interface FormFile {
  field?: string;
  name: string;
  type?: string;
  content: Buffer;
}

/** A multipart/form-data payload for app.inject, built by the platform's FormData. */
export async function multipart(fields: Record<string, string>, files: FormFile[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append(
      file.field ?? 'photos',
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'image/png' }),
      file.name,
    );
  }
  const request = new Request('http://local.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
