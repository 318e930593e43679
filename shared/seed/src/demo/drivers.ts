// drivers: Luis delivers in Guadalajara (available), Ana in CDMX (off duty).
import type { DemoContext } from './context';
import { DRIVER_KEYS, userId } from './ids';
import { type TableRows, tableRows } from './table-rows';

export function buildDrivers(ctx: DemoContext): TableRows[] {
  return [
    tableRows('drivers', [
      {
        id: userId(DRIVER_KEYS.gdl),
        zone_id: ctx.cityId.gdl,
        phone: '33 1987 6543',
        vehicle_type: 'moto',
        is_available: true,
      },
      {
        id: userId(DRIVER_KEYS.cdmx),
        zone_id: ctx.cityId.cdmx,
        phone: '55 1987 6543',
        vehicle_type: 'bici',
        is_available: false,
      },
    ]),
  ];
}
