import { neighborhoodKey, postalCodeSchema, splitPlaces } from '@cerca/contracts/addresses';
import { useTranslation } from '@cerca/i18n';
import { refusalMessage } from '@cerca/session';
import { Button, Spinner } from '@cerca/ui';
import { useEffect, useId, useState } from 'react';
import { useDeliveryZone, useSetDeliveryZone } from '../../../api/delivery-zone';
import '../../../components/address-texts';
import { NS } from '../../../lib/i18n';

/**
 * "Zona de entrega": toda la ciudad, or the postal codes and colonias the business delivers to.
 * The checkout refuses an address outside it before the customer confirms, and the server at
 * order time. Codes are checked here as typed, to name the wrong ones; the server checks again.
 */
export function DeliveryZoneForm({ businessId }: { businessId: string }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const zone = useDeliveryZone(businessId);
  const save = useSetDeliveryZone(businessId);
  const [everywhere, setEverywhere] = useState(true);
  const [codes, setCodes] = useState('');
  const [colonias, setColonias] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Said beside the button, not in a toast: on a phone a toast would cover the button just tapped.
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!zone.data) return;
    setEverywhere(zone.data.everywhere);
    setCodes(zone.data.postal_codes.join(', '));
    setColonias(zone.data.neighborhoods.join('\n'));
  }, [zone.data]);

  /** A change after saving is not saved yet: the word "guardada" goes. */
  const edit = <Value,>(set: (value: Value) => void, value: Value) => {
    setSaved(false);
    set(value);
  };

  if (zone.isPending) return <Spinner label={t('addresses.zone.title')} />;
  if (zone.isError) return <p className="mf-error">{t('addresses.zone.loadError')}</p>;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const postalCodes = splitPlaces(codes);
    const neighborhoods = splitPlaces(colonias, neighborhoodKey);
    const wrong = postalCodes.filter((code) => !postalCodeSchema.safeParse(code).success);
    if (!everywhere && wrong.length > 0)
      return setProblem(t('addresses.zone.invalidPostalCodes', { codes: wrong.join(', ') }));
    if (!everywhere && postalCodes.length + neighborhoods.length === 0)
      return setProblem(t('addresses.zone.empty'));
    setProblem(null);
    setSaved(false);
    save
      .mutateAsync({
        everywhere,
        postal_codes: everywhere ? [] : postalCodes,
        neighborhoods: everywhere ? [] : neighborhoods,
      })
      .then(() => setSaved(true))
      .catch((error: unknown) => setProblem(refusalMessage(error) ?? t('addresses.zone.error')));
  };

  return (
    <form className="mf-stack mf-menu-zone" onSubmit={submit} noValidate data-testid="delivery-zone-form">
      <fieldset className="mf-fieldset">
        <legend className="mf-legend">{t('addresses.zone.title')}</legend>
        <div className="mf-segmented">
          {[true, false].map((value) => (
            <label key={String(value)} className="mf-segment" data-checked={everywhere === value}>
              <input
                type="radio"
                name={`${id}-everywhere`}
                checked={everywhere === value}
                onChange={() => edit(setEverywhere, value)}
                data-testid={value ? 'zone-everywhere' : 'zone-some'}
              />
              <span>{t(value ? 'addresses.zone.everywhere' : 'addresses.zone.some')}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {everywhere ? null : (
        <>
          <div className="mf-field">
            <label htmlFor={`${id}-codes`}>{t('addresses.zone.postalCodes')}</label>
            <input
              id={`${id}-codes`}
              inputMode="numeric"
              value={codes}
              onChange={(event) => edit(setCodes, event.target.value)}
              aria-describedby={`${id}-codes-hint`}
              data-testid="zone-postal-codes"
            />
            <p id={`${id}-codes-hint`} className="mf-hint">
              {t('addresses.zone.postalCodesHint')}
            </p>
          </div>
          <div className="mf-field">
            <label htmlFor={`${id}-colonias`}>{t('addresses.zone.neighborhoods')}</label>
            <textarea
              id={`${id}-colonias`}
              rows={3}
              value={colonias}
              onChange={(event) => edit(setColonias, event.target.value)}
              aria-describedby={`${id}-colonias-hint`}
              data-testid="zone-neighborhoods"
            />
            <p id={`${id}-colonias-hint`} className="mf-hint">
              {t('addresses.zone.neighborhoodsHint')}
            </p>
          </div>
        </>
      )}
      {problem ? (
        <p className="mf-error" role="alert" data-testid="zone-error">
          {problem}
        </p>
      ) : null}
      <p className="mf-menu-zone__actions">
        <Button type="submit" variant="secondary" loading={save.isPending} data-testid="zone-save">
          {t('addresses.zone.save')}
        </Button>
        <span role="status" className="mf-muted" data-testid="zone-saved">
          {saved ? t('addresses.zone.saved') : ''}
        </span>
      </p>
    </form>
  );
}
