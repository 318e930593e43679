import { emptyBusinessForm } from '@cerca/contracts/business-form';
import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { useSearchParams } from '@cerca/router';
import { usePlace } from '@cerca/session';
import { useCityById } from '../../../api/get-city';
import { NS } from '../../../lib/i18n';
import { AddBusinessForm } from './add-business-form';
import '../../../components/business-form.css';
import './add-business.css';
import '../texts';

/**
 * /add-business (session route: signed-out visitors are sent to sign in at /profile). The link's
 * ?city=<cityId> preselects that city and its country; otherwise the place the person chose.
 */
export function AddBusinessPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const linkedCityId = params.get('city');
  const linkedCity = useCityById(linkedCityId);
  const place = usePlace();

  if (linkedCityId && linkedCity.isPending) return <PageLoader />;
  // An unknown ?city= preselects nothing rather than a city the server would refuse.
  const preset = linkedCity.data
    ? { countryId: linkedCity.data.country_id, cityId: linkedCity.data.id }
    : linkedCityId
      ? {}
      : place;

  return (
    <div className="mf-page mf-business-form mf-add-business" data-testid="add-business-page">
      <header className="mf-business-form__header">
        <p className="mf-eyebrow">{t('addBusiness.eyebrow')}</p>
        <h1 className="mf-title">{t('addBusiness.title')}</h1>
        <p className="mf-muted">{t('addBusiness.subtitle')}</p>
      </header>
      <AddBusinessForm defaults={emptyBusinessForm(preset)} />
    </div>
  );
}
