// Demo orders in each state a screen shows: delivered, looking for a driver, pending, on the way.
import { DRIVER_KEYS } from '../ids';
import { DAY, MINUTE } from '../time';

export interface DemoOrder {
  key: string;
  /** A DEMO_PEOPLE key. */
  user: string;
  business: string;
  status: 'delivered' | 'looking_for_driver' | 'pending' | 'on_the_way';
  /** A DRIVER_KEYS value, with the driver order's status. */
  driver: { key: string; status: 'delivered' | 'accepted' } | null;
  /** How long ago it was placed, in ms. */
  age: number;
  /** Menu item names and quantities. */
  lines: readonly (readonly [string, number])[];
}

export const DEMO_SHIPPING = '35.00';

export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    key: 'o1',
    user: 'sofia',
    business: 'gdl-tortas-el-guero',
    status: 'delivered',
    driver: { key: DRIVER_KEYS.gdl, status: 'delivered' },
    age: 2 * DAY,
    lines: [
      ['Torta ahogada de carnitas', 2],
      ['Agua de jamaica', 2],
    ],
  },
  {
    key: 'o2',
    user: 'valeria',
    business: 'gdl-tortas-el-guero',
    status: 'looking_for_driver',
    driver: null,
    age: 20 * MINUTE,
    lines: [
      ['Torta ahogada de camarón', 1],
      ['Taco dorado de papa', 1],
    ],
  },
  {
    key: 'o3',
    user: 'diego',
    business: 'cdmx-taqueria-fogon',
    status: 'pending',
    driver: null,
    age: 5 * MINUTE,
    lines: [
      ['Taco al pastor', 5],
      ['Horchata', 1],
    ],
  },
  {
    key: 'o4',
    user: 'mateo',
    business: 'cdmx-taqueria-fogon',
    status: 'on_the_way',
    driver: { key: DRIVER_KEYS.cdmx, status: 'accepted' },
    age: 35 * MINUTE,
    lines: [
      ['Gringa al pastor', 2],
      ['Frijoles charros', 1],
    ],
  },
];
