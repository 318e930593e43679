import type { AuditAction } from '@cerca/contracts/audit-log';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Generated, Jsonb, JsonObject, Timestamp } from './columns';
import type { PartnerApplicationStatus } from './enums';

/** Become-partner submissions (the wizard's step 3). */
export interface PartnerApplicationsTable {
  id: Generated<string>;
  user_id: string | null;
  country_id: string;
  city_id: string | null;
  whatsapp: string;
  email: string;
  status: Generated<PartnerApplicationStatus>;
  /** The admin who approved or rejected it (null while it waits, or once their account is gone). */
  reviewed_by: string | null;
  reviewed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** Every moderation and admin action (issue 13), written with the action in one transaction. */
export interface AuditLogTable {
  id: Generated<string>;
  actor_id: string | null;
  /** The actor's username or e-mail when they acted. */
  actor_label: string;
  action: AuditAction;
  city_id: string | null;
  /** 'business', 'post', 'story', 'comment', 'review', 'event', 'driver', 'profile', 'city', … */
  target_type: string;
  target_id: string;
  /** The record's name or title when it was acted on. */
  target_label: string | null;
  details: Generated<Jsonb<JsonObject>>;
  created_at: Generated<Timestamp>;
}

/** One published build of a remote (issue 14): immutable, named by its content hash. */
export interface RemoteReleasesTable {
  id: Generated<string>;
  /** The remote's folder: 'mf-driver'. */
  remote: string;
  version: string;
  /** Where the build's mf-manifest.json is served (the asset store's public URL). */
  manifest_url: string;
  /** The modules the build exposes ('./app', …), checked against the live shell at release. */
  exposes: string[];
  /** The singleton versions the build requires: { react: '^19.1.0', … }. */
  shared: Generated<Jsonb<JsonObject>>;
  released_by: string;
  build_ms: number | null;
  created_at: Generated<Timestamp>;
}

/** Which version of a remote is live: its newest row. A null release is the configured build. */
export interface RemoteSwitchesTable {
  id: Generated<string>;
  remote: string;
  release_id: string | null;
  previous_release_id: string | null;
  action: 'release' | 'rollback';
  switched_by: string;
  switched_at: Generated<Timestamp>;
  /** Set on a release switch once a rollback undid it, so the next rollback goes further back. */
  rolled_back_at: Timestamp | null;
}

export interface PartnerTables {
  remote_releases: RemoteReleasesTable;
  remote_switches: RemoteSwitchesTable;
  partner_applications: PartnerApplicationsTable;
  audit_log: AuditLogTable;
}

export type PartnerApplication = Selectable<PartnerApplicationsTable>;
export type NewPartnerApplication = Insertable<PartnerApplicationsTable>;
export type PartnerApplicationUpdate = Updateable<PartnerApplicationsTable>;
export type AuditEntry = Selectable<AuditLogTable>;
export type NewAuditEntry = Insertable<AuditLogTable>;
