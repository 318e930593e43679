import { type Kysely, sql } from 'kysely';

// Frozen: subscriptions (state only from verified webhooks), webhook idempotency, partner requests.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create table subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references profiles (id) on delete cascade,
  subject text not null check (subject in ('business', 'personal')),
  business_id uuid references businesses (id) on delete cascade,
  provider text not null,
  provider_customer_id text,
  provider_subscription_id text unique,
  price_id text,
  plan_key text,
  status text not null
    check (status in ('incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused')),
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  payment_method_brand text,
  payment_method_last4 text check (payment_method_last4 ~ '^[0-9]{4}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (subject = 'business' or business_id is null)
);
create index subscriptions_user_idx on subscriptions (user_id, subject, created_at desc);
create index subscriptions_business_idx on subscriptions (business_id) where business_id is not null;
create index subscriptions_customer_idx on subscriptions (provider, provider_customer_id);
create trigger subscriptions_set_updated_at before update on subscriptions
  for each row execute function public.set_updated_at();

create table payment_events (
  id uuid primary key default gen_random_uuid(),
  provider text not null,
  event_id text not null,
  type text not null,
  payload jsonb not null,
  received_at timestamptz not null default now(),
  processed_at timestamptz,
  unique (provider, event_id)
);

create table partner_applications (
  id uuid primary key default gen_random_uuid(),
  -- The application is kept (for follow-up) if the applicant deletes the account.
  user_id uuid references profiles (id) on delete set null,
  country_id uuid not null references countries (id) on delete restrict,
  city_id uuid references cities (id) on delete set null,
  whatsapp text not null check (length(trim(whatsapp)) > 0),
  email text not null check (length(trim(email)) > 0),
  status text not null default 'pending' check (status in ('pending', 'approved', 'waitlisted', 'rejected')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index partner_applications_city_idx on partner_applications (city_id, created_at desc);
create index partner_applications_status_idx on partner_applications (status, created_at desc);
create trigger partner_applications_set_updated_at before update on partner_applications
  for each row execute function public.set_updated_at();
`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
drop table if exists partner_applications;
drop table if exists payment_events;
drop table if exists subscriptions;
`)
    .execute(db);
}
