// weekend_plans (events with a picture) and a weekend route through three Guadalajara businesses.
import { categoryColor, type DemoContext } from './context';
import { DEMO_BUSINESSES } from './data/businesses';
import { DEMO_EVENTS } from './data/events';
import { businessId, userId } from './ids';
import { demoId } from './random';
import { type TableRows, tableRows } from './table-rows';
import { DAY, HOUR, localEvening } from './time';

const ROUTE_STOPS = ['gdl-tortas-el-guero', 'gdl-birrieria-nueve-esquinas', 'gdl-cantina-la-fuente'];

/** Events at 19:00 local time in the coming days; a re-run moves `event_date` forward. */
function weekendPlans(ctx: DemoContext): TableRows {
  const rows = DEMO_EVENTS.map((e, n) => {
    const id = demoId(`event:${e.business}:${n}`);
    const category = DEMO_BUSINESSES.find((x) => x.key === e.business)?.category ?? '';
    const art = { width: 800, height: 600, color: categoryColor(category), title: e.title, variant: n };
    return {
      id,
      business_id: businessId(e.business),
      title: e.title,
      description: e.description,
      image_url: ctx.image('business-posts', `${businessId(e.business)}/events/${id}.webp`, art),
      event_date: localEvening(ctx.now, e.inDays),
      active: true,
      created_at: ctx.ago(DAY),
    };
  });
  return tableRows('weekend_plans', rows, ['event_date']);
}

function weekendRoute(ctx: DemoContext): TableRows[] {
  const id = demoId('route:gdl-sabores');
  const date = localEvening(ctx.now, 3);
  const route = {
    id,
    title: 'Ruta tapatía de sabores',
    description: 'Tortas ahogadas, birria y una cantina del Centro en una tarde.',
    event_date: date,
    expires_at: new Date(date.getTime() + 72 * HOUR),
    active: true,
    color: 'red',
    city_id: ctx.cityId.gdl,
    created_by: userId('sofia'),
  };
  const stops = ROUTE_STOPS.map((key, n) => ({ route_id: id, business_id: businessId(key), order: n + 1 }));
  return [
    tableRows('weekend_routes', [route], ['event_date', 'expires_at']),
    tableRows('weekend_route_businesses', stops),
  ];
}

export function buildEvents(ctx: DemoContext): TableRows[] {
  return [weekendPlans(ctx), ...weekendRoute(ctx)];
}
