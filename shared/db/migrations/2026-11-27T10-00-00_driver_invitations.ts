import { type Kysely, sql } from 'kysely';

// Frozen. Issue 21: adding a driver by e-mail invites the person; nothing about them changes until
// they accept (DESIGN §10). An invitation keeps what the partner typed and the ID document's key
// (driver-ids/invitations/<invitation id>.<ext>, never the person's own key) until the person,
// signed in with that address, accepts or declines it. At most one pending invitation per city
// and address; it lapses after its expires_at. token_hash is the SHA-256 of the secret the mail's
// link carries (the mail proves the address), written when the mail is made.

const NEW_ACTIONS = [
  'driver.invite',
  'driver.invitation.accepted',
  'driver.invitation.declined',
  'driver.invitation.revoked',
];

const ISSUE_13_ACTIONS = [
  'business.delete',
  'content.delete',
  'driver.add',
  'driver.suspend',
  'driver.activate',
  'driver.delete',
  'partner.grant',
  'partner.remove',
  'application.approve',
  'application.reject',
  'city.create',
  'settings.update',
];

const list = (actions: string[]) => actions.map((action) => `'${action}'`).join(', ');

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create table driver_invitations (
  id uuid primary key default gen_random_uuid(),
  city_id uuid not null references cities (id) on delete cascade,
  email text not null check (email = lower(btrim(email)) and length(email) between 3 and 254),
  full_name text not null check (length(btrim(full_name)) between 1 and 100),
  phone text not null check (length(btrim(phone)) between 1 and 30),
  vehicle_type text not null default 'moto' check (vehicle_type in ('moto', 'bici', 'auto', 'pie')),
  identification_key text check (identification_key ~ '^invitations/[0-9a-f-]{36}\\.[a-z0-9]{1,5}$'),
  status text not null default 'pending'
    check (status in ('pending', 'accepted', 'declined', 'expired', 'revoked')),
  invited_by uuid references profiles (id) on delete set null,
  token_hash text unique check (token_hash ~ '^[0-9a-f]{64}$'),
  mailed_at timestamptz,
  expires_at timestamptz not null,
  -- When it stopped being pending, and who accepted it.
  closed_at timestamptz,
  accepted_by uuid references profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (expires_at > created_at),
  check ((status = 'pending') = (closed_at is null)),
  check (accepted_by is null or status = 'accepted')
);
-- Inviting the same address to the same city again refreshes the pending invitation.
create unique index driver_invitations_one_pending_idx on driver_invitations (city_id, email)
  where status = 'pending';
-- The invited person's list, the partner's list and the expiry sweep.
create index driver_invitations_email_idx on driver_invitations (email) where status = 'pending';
create index driver_invitations_city_created_idx on driver_invitations (city_id, created_at desc, id desc)
  where status = 'pending';
create index driver_invitations_expiry_idx on driver_invitations (expires_at) where status = 'pending';
create trigger driver_invitations_set_updated_at before update on driver_invitations
  for each row execute function public.set_updated_at();

alter table audit_log drop constraint audit_log_action_check;
alter table audit_log add constraint audit_log_action_check
  check (action in (${list([...ISSUE_13_ACTIONS, ...NEW_ACTIONS])}));
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The entries of these actions name invitations that no longer exist once the table goes.
  await sql
    .raw(`
drop table if exists driver_invitations;
delete from audit_log where action in (${list(NEW_ACTIONS)});
alter table audit_log drop constraint audit_log_action_check;
alter table audit_log add constraint audit_log_action_check check (action in (${list(ISSUE_13_ACTIONS)}));
`)
    .execute(db);
}
