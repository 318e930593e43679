// businesses and business_photos: one main photo and one banner each, drawn into storage.
import { type BusinessSchedule, DEFAULT_SCHEDULE } from '@cerca/db';
import { initials } from '../media/art';
import { categoryColor, type DemoContext } from './context';
import { DEMO_BUSINESSES, DEMO_CITY_NAMES, type DemoBusiness } from './data/businesses';
import { businessId, ownerId } from './ids';
import { demoId } from './random';
import { type Row, type TableRows, tableRows } from './table-rows';
import { DAY } from './time';

const NIGHT_SCHEDULE: BusinessSchedule = Object.fromEntries(
  Object.keys(DEFAULT_SCHEDULE).map((k) => [k, k.endsWith('_start') ? '18:00' : '02:00']),
) as BusinessSchedule;

function businessRow(ctx: DemoContext, b: DemoBusiness, i: number): Row<'businesses'> {
  const city = DEMO_CITY_NAMES[b.city];
  return {
    id: businessId(b.key),
    owner_id: ownerId(b.key),
    name: b.name,
    description: b.description,
    address: b.address,
    city: city.name,
    state: city.state,
    zip_code: b.zip,
    phone: b.phone,
    website: b.website?.url ?? null,
    website_platform: b.website?.platform ?? null,
    category: b.category,
    subcategory: b.subcategory,
    price_range: b.priceRange,
    city_id: ctx.cityId[b.city],
    business_type: b.businessType,
    schedule: b.category === 'Vida Nocturna' ? NIGHT_SCHEDULE : DEFAULT_SCHEDULE,
    created_at: ctx.ago((40 - i) * DAY),
  };
}

function photoRows(ctx: DemoContext, b: DemoBusiness, i: number): Row<'business_photos'>[] {
  const id = businessId(b.key);
  const color = categoryColor(b.category);
  return (['main', 'banner'] as const).map((type) => ({
    id: demoId(`photo:${b.key}:${type}`),
    business_id: id,
    url: ctx.image(
      'business-photos',
      `${id}/${type}.webp`,
      type === 'main'
        ? { width: 800, height: 600, color, title: initials(b.name), caption: b.name, variant: i }
        : { width: 1200, height: 400, color, title: b.name, variant: i + 5 },
    ),
    type,
    created_at: ctx.ago((40 - i) * DAY),
  }));
}

export function buildBusinesses(ctx: DemoContext): TableRows[] {
  return [
    tableRows(
      'businesses',
      DEMO_BUSINESSES.map((b, i) => businessRow(ctx, b, i)),
    ),
    tableRows(
      'business_photos',
      DEMO_BUSINESSES.flatMap((b, i) => photoRows(ctx, b, i)),
    ),
  ];
}
