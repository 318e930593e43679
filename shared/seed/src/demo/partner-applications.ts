// partner_applications: Camila applies to be the city partner of Oaxaca.
import type { DemoContext } from './context';
import { DEMO_EMAIL_DOMAIN, userId } from './ids';
import { demoId } from './random';
import { type TableRows, tableRows } from './table-rows';

export function buildPartnerApplications(ctx: DemoContext): TableRows[] {
  return [
    tableRows('partner_applications', [
      {
        id: demoId('partner-application:camila-oaxaca'),
        user_id: userId('camila'),
        country_id: ctx.mexicoId,
        city_id: ctx.cityId.oax,
        whatsapp: '951 567 9054',
        email: `camila.martinez@${DEMO_EMAIL_DOMAIN}`,
      },
    ]),
  ];
}
