import type { AuthTables } from './auth';
import type { BillingTables } from './billing';
import type { BusinessTables } from './businesses';
import type { CatalogueTables } from './catalogue';
import type { ContentTables } from './content';
import type { DirectUploadTables } from './direct-uploads';
import type { DriverTables } from './drivers';
import type { OrderPaymentTables } from './order-payments';
import type { OrderingTables } from './ordering';
import type { OutboxTables } from './outbox';
import type { PartnerTables } from './partners';
import type { ProfileTables } from './profiles';

/** Every table of the Cerca database. Auth tables live in the Postgres schema `auth` ('auth.users'). */
export interface Database
  extends AuthTables,
    CatalogueTables,
    ProfileTables,
    BusinessTables,
    ContentTables,
    OrderingTables,
    OrderPaymentTables,
    DriverTables,
    BillingTables,
    PartnerTables,
    OutboxTables,
    DirectUploadTables {}

export type * from './auth';
export type * from './billing';
export * from './businesses';
export type * from './catalogue';
export type * from './columns';
export type * from './content';
export type * from './direct-uploads';
export type * from './drivers';
export * from './enums';
export type * from './order-payments';
export type * from './ordering';
export type * from './outbox';
export type * from './partners';
export type * from './profiles';
