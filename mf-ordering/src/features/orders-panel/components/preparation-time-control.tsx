import { MAX_PREPARATION_MINUTES, MIN_PREPARATION_MINUTES } from '@cerca/contracts/order-eta';
import { useTranslation } from '@cerca/i18n';
import { refusalMessage } from '@cerca/session';
import { Button } from '@cerca/ui';
import { type FormEvent, useId, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { usePreparationTime, useSetPreparationTime } from '../api/preparation-time';

/**
 * "Tiempo de preparación" (issue 25): how long the kitchen usually takes; customers' arrival
 * windows start from it. What happened is said in the box, never in a toast over it.
 */
export function PreparationTimeControl({ businessId }: { businessId: string }) {
  const { t } = useTranslation(NS);
  const current = usePreparationTime(businessId);
  const save = useSetPreparationTime(businessId);
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const inputId = useId();
  if (current.isPending || current.isError) return null;
  const value = draft ?? String(current.data.minutes);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNote(null);
    save
      .mutateAsync({ minutes: Number(value) })
      .then(() => {
        setDraft(null);
        setNote(t('ordersPanel.preparation.saved'));
      })
      .catch((error: unknown) => setNote(refusalMessage(error) ?? t('ordersPanel.preparation.error')));
  };
  return (
    <form className="mf-orders-pause" onSubmit={submit} data-testid="preparation-time">
      <label htmlFor={inputId}>
        <strong>{t('ordersPanel.preparation.title')}</strong>
        <span className="mf-muted mf-small"> {t('ordersPanel.preparation.hint')}</span>
      </label>
      <div className="mf-orders-pause__choices">
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={MIN_PREPARATION_MINUTES}
          max={MAX_PREPARATION_MINUTES}
          required
          value={value}
          onChange={(event) => setDraft(event.target.value)}
          data-testid="preparation-time-minutes"
        />
        <Button type="submit" size="sm" loading={save.isPending}>
          {t('ordersPanel.preparation.save')}
        </Button>
      </div>
      {note ? (
        <p role="status" className="mf-muted mf-small">
          {note}
        </p>
      ) : null}
    </form>
  );
}
