import type { CityDriver } from '@cerca/contracts/city-drivers';
import { useTranslation } from '@cerca/i18n';
import { Spinner } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { useDriverIdentification } from '../api/get-driver-identification';

/** The ID image through a 5-minute signed URL, asked only while the details are open. */
export function DriverIdentification({
  cityId,
  driver,
  name,
}: {
  cityId: string;
  driver: CityDriver;
  name: string;
}) {
  const { t } = useTranslation(NS);
  const url = useDriverIdentification(cityId, driver.id, driver.has_identification);
  return (
    <figure className="mf-driver__id">
      <figcaption className="mf-legend">{t('cityDrivers.details.identification')}</figcaption>
      {!driver.has_identification ? (
        <p className="mf-muted">{t('cityDrivers.details.noIdentification')}</p>
      ) : url.isPending ? (
        <Spinner size="sm" />
      ) : url.isError ? (
        <p className="mf-muted" role="alert">
          {t('cityDrivers.details.identificationError')}
        </p>
      ) : (
        <a href={url.data.url} target="_blank" rel="noreferrer">
          <img
            className="mf-driver__id-image"
            src={url.data.url}
            alt={t('cityDrivers.details.identificationAlt', { name })}
            data-testid="driver-identification"
          />
        </a>
      )}
    </figure>
  );
}
