// auth.users and profiles: staff, people, drivers and one owner per business.
import type { DemoContext } from './context';
import { DEMO_BUSINESSES } from './data/businesses';
import { DEMO_PEOPLE } from './data/people';
import { DEMO_EMAIL_DOMAIN, DRIVER_KEYS, ownerUsername, userId } from './ids';
import { type Row, type TableRows, tableRows } from './table-rows';
import { DAY } from './time';

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'cerca-demo-1234';
/** argon2id PHC string of DEMO_PASSWORD (generated once with @node-rs/argon2 defaults). */
export const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$Zh4Ot+GXNFTO0W0hwt2BSQ$hC9qK3qv95v+ufnVxQPaj3f5J9qUL3YKXfgNkKrZMNE';

/** Ready-made sign-ins for manual testing and end-to-end tests (password DEMO_PASSWORD). */
export const DEMO_ACCOUNTS = {
  admin: `admin@${DEMO_EMAIL_DOMAIN}`,
  partnerGuadalajara: `partner.gdl@${DEMO_EMAIL_DOMAIN}`,
  partnerCdmx: `partner.cdmx@${DEMO_EMAIL_DOMAIN}`,
  user: `sofia.ramirez@${DEMO_EMAIL_DOMAIN}`,
  owner: `tortas.el.guero@${DEMO_EMAIL_DOMAIN}`,
  driverGuadalajara: `luis.reparto@${DEMO_EMAIL_DOMAIN}`,
  driverCdmx: `ana.reparto@${DEMO_EMAIL_DOMAIN}`,
} as const;

interface AccountPlan {
  key: string;
  username: string;
  fullName: string;
  profile?: Partial<Row<'profiles'>>;
}

function accountPlans(ctx: DemoContext): AccountPlan[] {
  return [
    { key: 'admin', username: 'admin', fullName: 'Administración Cerca', profile: { role: 'admin' } },
    {
      key: 'partner-gdl',
      username: 'partner.gdl',
      fullName: 'Jorge Partida',
      profile: { role: 'city_partner', managed_city_id: ctx.cityId.gdl, phone: '33 2200 1100' },
    },
    {
      key: 'partner-cdmx',
      username: 'partner.cdmx',
      fullName: 'Lucía Estrada',
      profile: { role: 'city_partner', managed_city_id: ctx.cityId.cdmx, phone: '55 2200 1100' },
    },
    ...DEMO_PEOPLE.map((p) => ({
      key: p.key,
      username: p.username,
      fullName: p.fullName,
      profile: { phone: p.phone },
    })),
    {
      key: DRIVER_KEYS.gdl,
      username: 'luis.reparto',
      fullName: 'Luis Enrique Vega',
      profile: { phone: '33 1987 6543' },
    },
    {
      key: DRIVER_KEYS.cdmx,
      username: 'ana.reparto',
      fullName: 'Ana Karen Soto',
      profile: { phone: '55 1987 6543' },
    },
    ...DEMO_BUSINESSES.map((b) => ({
      key: `owner:${b.key}`,
      username: ownerUsername(b),
      fullName: b.owner,
      profile: { user_type: 'business' as const, phone: b.phone },
    })),
  ];
}

/** Accounts as the auth service leaves them after a confirmed sign-up a month ago. */
export function buildAccounts(ctx: DemoContext): TableRows[] {
  const created = ctx.ago(30 * DAY);
  const plans = accountPlans(ctx);
  const users = plans.map(({ key, username, fullName, profile }) => ({
    id: userId(key),
    email: `${username}@${DEMO_EMAIL_DOMAIN}`,
    encrypted_password: DEMO_PASSWORD_HASH,
    email_confirmed_at: created,
    raw_user_meta_data: { user_type: profile?.user_type ?? 'user', full_name: fullName },
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    created_at: created,
    updated_at: created,
  }));
  const profiles = plans.map(({ key, username, fullName, profile }) => ({
    id: userId(key),
    username,
    full_name: fullName,
    email: `${username}@${DEMO_EMAIL_DOMAIN}`,
    created_at: created,
    ...profile,
  }));
  return [tableRows('auth.users', users), tableRows('profiles', profiles)];
}
