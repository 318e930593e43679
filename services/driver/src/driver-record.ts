import type { Driver } from '@cerca/contracts';
import type { DriverWithZoneRow } from './repositories/drivers';

/** The API's Driver: the identity document's key stays on the server (has_identification only). */
export function toDriver(row: DriverWithZoneRow): Driver {
  return {
    id: row.id,
    zone_id: row.zone_id,
    phone: row.phone,
    vehicle_type: row.vehicle_type,
    status: row.status,
    is_available: row.is_available,
    has_identification: row.identification_url !== null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    zone: { id: row.zone_id, name: row.zone_name, state: row.zone_state },
    profile: {
      id: row.id,
      username: row.username,
      full_name: row.full_name,
      avatar_url: row.avatar_url,
      email: row.email,
    },
  };
}
