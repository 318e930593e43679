// Demo businesses: invented names, believable places. Category/subcategory names come from the
// catalogue exactly. The rows themselves are in one file per city.
import { CDMX_BUSINESSES } from './businesses-cdmx';
import { GDL_BUSINESSES } from './businesses-gdl';
import { OAX_BUSINESSES } from './businesses-oax';

export interface DemoBusiness {
  key: string;
  city: 'gdl' | 'cdmx' | 'oax';
  name: string;
  owner: string;
  category: string;
  subcategory: string;
  description: string;
  address: string;
  zip: string;
  phone: string;
  priceRange: 1 | 2 | 3 | 4;
  businessType: 'menu' | 'services';
  website?: { url: string; platform: 'website' | 'facebook' | 'instagram' | 'airbnb' };
}

export const DEMO_CITY_NAMES = {
  gdl: { name: 'Guadalajara', state: 'Jalisco' },
  cdmx: { name: 'Ciudad de México', state: 'Ciudad de México' },
  oax: { name: 'Oaxaca', state: 'Oaxaca' },
} as const;

export const DEMO_BUSINESSES: readonly DemoBusiness[] = [
  ...GDL_BUSINESSES,
  ...CDMX_BUSINESSES,
  ...OAX_BUSINESSES,
];
