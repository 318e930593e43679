import { ROLES, type Role } from '@cerca/contracts';
import { type JsonObject, USER_TYPES, type UserType } from '@cerca/db';
import type { ZodTypeProvider } from '@cerca/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { authenticateAdmin } from '../bearer';
import { normalizeEmail } from '../email';
import { GoTrueError, gotrue } from '../gotrue-errors';
import { assertStrongPassword, hashPassword } from '../passwords';
import type { AuthRuntime } from '../runtime';
import { adminListQuery, adminUserBody, adminUserParams, userSchema } from '../schemas';
import { toGoTrueUser } from '../user-json';
import {
  appMetadataBase,
  createUserWithProfile,
  DuplicateEmailError,
  findUserById,
  isUuid,
  type UserWithProfile,
  uniqueViolation,
} from '../users';

const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 1000;
/** app_metadata keys that live in profiles (role, managed city) or are fixed by the service. */
const PROFILE_APP_KEYS = ['role', 'managed_city_id', 'provider', 'providers'];

type AdminUserBody = z.infer<typeof adminUserBody>;

/**
 * GoTrue's admin users API (/admin/users), for callers whose access token says admin. It also
 * keeps profiles in step: app_metadata.role / managed_city_id and user_metadata.user_type write
 * the profile's columns.
 */
export function registerAdmin(app: FastifyInstance, runtime: AuthRuntime): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { adminEmails } = runtime.config;
  const requireAdmin = async (request: FastifyRequest) => {
    await authenticateAdmin(runtime, request);
  };

  r.get(
    '/admin/users',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'List users, newest first (x-total-count and link headers)',
        querystring: adminListQuery,
        response: { 200: z.object({ users: z.array(userSchema), aud: z.string() }) },
      },
    },
    async (request, reply) => {
      const page = pageNumber(request.query.page, 1);
      const perPage = Math.min(pageNumber(request.query.per_page, DEFAULT_PER_PAGE), MAX_PER_PAGE);
      const [{ total }, users] = await Promise.all([
        runtime.db
          .selectFrom('auth.users')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
        runtime.db
          .selectFrom('auth.users')
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
      ]);
      const profiles = users.length
        ? await runtime.db
            .selectFrom('profiles')
            .selectAll()
            .where(
              'id',
              'in',
              users.map((user) => user.id),
            )
            .execute()
        : [];
      const byId = new Map(profiles.map((profile) => [profile.id, profile]));
      const path = request.url.split('?')[0] ?? '/auth/v1/admin/users';
      reply.header('x-total-count', String(total));
      reply.header('link', paginationLinks(path, page, perPage, Number(total)));
      return {
        users: users.map((user) => toGoTrueUser({ user, profile: byId.get(user.id) ?? null }, adminEmails)),
        aud: 'authenticated',
      };
    },
  );

  r.post(
    '/admin/users',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Create a user (and profile)',
        body: adminUserBody,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const { body } = request;
      const email = normalizeEmail(body.email);
      if (body.password !== undefined)
        assertStrongPassword(body.password, runtime.settings.passwordMinLength);
      const userMetadata = (body.user_metadata ?? {}) as JsonObject;
      const userType = parseUserType(userMetadata.user_type) ?? 'user';
      const profileFields = parseProfileFields(body.app_metadata, { role: 'user', managed_city_id: null });
      const bannedUntil = parseBanDuration(body.ban_duration);
      let created: UserWithProfile;
      try {
        created = await createUserWithProfile(
          runtime.db,
          {
            email,
            passwordHash: body.password ? await hashPassword(body.password) : null,
            userType,
            userMetadata,
            appMetadata: otherAppMetadata(body.app_metadata),
            confirmed: body.email_confirm === true,
            role: profileFields.role,
            managedCityId: profileFields.managed_city_id,
          },
          async (trx, record) => {
            if (bannedUntil !== undefined) {
              await trx
                .updateTable('auth.users')
                .set({ banned_until: bannedUntil })
                .where('id', '=', record.user.id)
                .execute();
            }
          },
        );
      } catch (error) {
        if (error instanceof DuplicateEmailError) throw gotrue.emailExists();
        throw mapProfileError(error);
      }
      return toGoTrueUser((await findUserById(runtime.db, created.user.id)) ?? created, adminEmails);
    },
  );

  r.get(
    '/admin/users/:id',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'One user',
        params: adminUserParams,
        response: { 200: userSchema },
      },
    },
    async (request) => toGoTrueUser(await existingUser(runtime, request.params.id), adminEmails),
  );

  r.put(
    '/admin/users/:id',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Update a user: e-mail, password, confirmation, metadata, role, ban',
        params: adminUserParams,
        body: adminUserBody,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const record = await existingUser(runtime, request.params.id);
      await updateUser(runtime, record, request.body);
      return toGoTrueUser(await existingUser(runtime, record.user.id), adminEmails);
    },
  );

  r.delete(
    '/admin/users/:id',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Delete a user (profile and sessions go with it)',
        params: adminUserParams,
      },
    },
    async (request) => {
      const record = await existingUser(runtime, request.params.id);
      try {
        await runtime.db.deleteFrom('auth.users').where('id', '=', record.user.id).execute();
      } catch (error) {
        if ((error as { code?: string }).code === '23503') {
          throw new GoTrueError(409, 'conflict', 'User cannot be deleted while other records depend on it');
        }
        throw error;
      }
      return {};
    },
  );
}

async function existingUser(runtime: AuthRuntime, id: string): Promise<UserWithProfile> {
  const record = isUuid(id) ? await findUserById(runtime.db, id) : null;
  if (!record) throw gotrue.userNotFound();
  return record;
}

async function updateUser(runtime: AuthRuntime, record: UserWithProfile, body: AdminUserBody): Promise<void> {
  const email = body.email !== undefined ? normalizeEmail(body.email) : undefined;
  if (body.password !== undefined) assertStrongPassword(body.password, runtime.settings.passwordMinLength);
  const passwordHash = body.password !== undefined ? await hashPassword(body.password) : undefined;
  const userMetadata = body.user_metadata
    ? mergeMetadata(record.user.raw_user_meta_data, body.user_metadata)
    : undefined;
  const userType = userMetadata ? parseUserType(userMetadata.user_type) : undefined;
  const profileFields = body.app_metadata
    ? parseProfileFields(body.app_metadata, {
        role: record.profile?.role ?? 'user',
        managed_city_id: record.profile?.managed_city_id ?? null,
      })
    : undefined;
  const appMetadata = body.app_metadata
    ? mergeMetadata(record.user.raw_app_meta_data, otherAppMetadata(body.app_metadata))
    : undefined;
  const bannedUntil = parseBanDuration(body.ban_duration);

  try {
    await runtime.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('auth.users')
        .set({
          updated_at: sql`now()`,
          ...(email ? { email } : {}),
          ...(passwordHash ? { encrypted_password: passwordHash } : {}),
          ...(body.email_confirm === true
            ? { email_confirmed_at: sql`coalesce(email_confirmed_at, now())` }
            : {}),
          ...(userMetadata ? { raw_user_meta_data: userMetadata } : {}),
          ...(appMetadata ? { raw_app_meta_data: { ...appMetadata, ...appMetadataBase() } } : {}),
          ...(bannedUntil !== undefined ? { banned_until: bannedUntil } : {}),
        })
        .where('id', '=', record.user.id)
        .execute();
      const profileChanges = {
        ...(email ? { email } : {}),
        ...(userType ? { user_type: userType } : {}),
        ...(profileFields ?? {}),
      };
      if (Object.keys(profileChanges).length > 0) {
        await trx.updateTable('profiles').set(profileChanges).where('id', '=', record.user.id).execute();
      }
      // A ban ends the person's sessions at once (their refresh tokens stop working).
      if (bannedUntil) await trx.deleteFrom('auth.sessions').where('user_id', '=', record.user.id).execute();
    });
  } catch (error) {
    if (uniqueViolation(error, 'users_email_lower_key')) throw gotrue.emailExists();
    throw mapProfileError(error);
  }
}

function pageNumber(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw gotrue.validation('Bad Pagination Parameters');
  return value;
}

/**
 * GoTrue's Link header: a "next" entry while more pages exist and always a "last" one. auth-js
 * reads the page from the first "=" of each URL, so page comes first in the query.
 */
export function paginationLinks(path: string, page: number, perPage: number, total: number): string {
  const url = (n: number) => `<${path}?page=${n}&per_page=${perPage}>`;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const links: string[] = [];
  if (total > page * perPage) links.push(`${url(page + 1)}; rel="next"`);
  links.push(`${url(lastPage)}; rel="last"`);
  return links.join(', ');
}

function parseUserType(value: unknown): UserType | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value))
    return value as UserType;
  throw new GoTrueError(422, 'validation_failed', "user_type must be 'user' or 'business'");
}

interface ProfileFields {
  role: Role;
  managed_city_id: string | null;
}

function parseProfileFields(
  appMetadata: Record<string, unknown> | undefined,
  current: ProfileFields,
): ProfileFields {
  if (!appMetadata) return current;
  const role = appMetadata.role === undefined ? current.role : appMetadata.role;
  if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) {
    throw new GoTrueError(422, 'validation_failed', "role must be 'user', 'city_partner' or 'admin'");
  }
  const city =
    appMetadata.managed_city_id === undefined ? current.managed_city_id : appMetadata.managed_city_id;
  if (city !== null && (typeof city !== 'string' || !isUuid(city))) {
    throw new GoTrueError(422, 'validation_failed', 'managed_city_id must be a city id or null');
  }
  if (role === 'city_partner' && city === null) {
    throw new GoTrueError(422, 'validation_failed', 'A city_partner needs a managed_city_id');
  }
  return { role: role as Role, managed_city_id: city };
}

function otherAppMetadata(appMetadata: Record<string, unknown> | undefined): JsonObject {
  const rest: JsonObject = {};
  for (const [key, value] of Object.entries(appMetadata ?? {})) {
    if (!PROFILE_APP_KEYS.includes(key)) rest[key] = value as JsonObject[string];
  }
  return rest;
}

function mergeMetadata(current: JsonObject, changes: Record<string, unknown>): JsonObject {
  const merged: JsonObject = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value as JsonObject[string];
  }
  return merged;
}

const DURATION_UNITS: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };

/** GoTrue's ban_duration: "none" lifts a ban, a Go duration ("24h", "1h30m") sets one. */
function parseBanDuration(value: string | undefined): Date | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'none') return null;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== value) {
    throw gotrue.validation(`invalid format for ban duration: ${value}`);
  }
  const ms = parts.reduce((sum, part) => sum + Number(part[1]) * (DURATION_UNITS[part[2] ?? 's'] ?? 0), 0);
  return new Date(Date.now() + ms);
}

function mapProfileError(error: unknown): unknown {
  const pgError = error as { code?: string; constraint?: string };
  if (pgError?.code === '23503' && pgError.constraint?.includes('managed_city_id')) {
    return new GoTrueError(422, 'validation_failed', 'managed_city_id does not exist');
  }
  return error;
}
