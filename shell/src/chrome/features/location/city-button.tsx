import { useTranslation } from '@cerca/i18n';
import { useCities, usePlace } from '@cerca/session';
import { IconChevronDown, IconMapPin } from '@cerca/ui';

/** The top bar's city search bar: the chosen city, or "Seleccionar ubicación"; opens the picker. */
export function CityButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('chrome');
  const place = usePlace();
  const cities = useCities(place.cityId ? place.countryId : null);
  const city = cities.data?.find((candidate) => candidate.id === place.cityId);
  const waiting = place.cityId !== null && cities.isPending;

  return (
    <button
      type="button"
      className="cerca-city-button"
      aria-haspopup="dialog"
      aria-label={city ? t('location.buttonCurrent', { city: city.name }) : undefined}
      data-testid="city-button"
      onClick={onOpen}
    >
      <IconMapPin size={18} />
      <span className="cerca-city-button__label">
        {city ? (
          <>
            <span className="cerca-city-button__city">{city.name}</span>
            <span className="cerca-city-button__state">{city.state}</span>
          </>
        ) : waiting ? (
          t('states.loading', { ns: 'common' })
        ) : (
          t('location.button')
        )}
      </span>
      <IconChevronDown size={18} />
    </button>
  );
}
