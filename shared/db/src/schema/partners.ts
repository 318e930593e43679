import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Generated, Timestamp } from './columns';
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
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface PartnerTables {
  partner_applications: PartnerApplicationsTable;
}

export type PartnerApplication = Selectable<PartnerApplicationsTable>;
export type NewPartnerApplication = Insertable<PartnerApplicationsTable>;
export type PartnerApplicationUpdate = Updateable<PartnerApplicationsTable>;
