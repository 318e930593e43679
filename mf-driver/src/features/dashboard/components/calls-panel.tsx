import { useTranslation } from '@cerca/i18n';
import { ErrorState, Spinner } from '@cerca/ui';
import { useId } from 'react';
import { NS } from '../../../lib/i18n';
import { useCallPermission, useSetCallPermission } from '../api/call-permission';
import './calls-texts';

/**
 * "Permitir que los clientes me llamen": one switch, saved as it changes. What was saved, or why
 * not, is said beside it (no toast over the switch just tapped). Loaded when the driver opens it.
 */
export default function CallsPanel({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const hintId = useId();
  const permission = useCallPermission(userId);
  const save = useSetCallPermission(userId);
  if (permission.isPending) return <Spinner />;
  if (permission.isError)
    return (
      <ErrorState
        title={t('calls.loadError')}
        description={permission.error.message}
        onRetry={() => permission.refetch()}
        retrying={permission.isFetching}
      />
    );
  // While saving, the switch shows what was asked; then what the server stored.
  const on = save.isPending
    ? (save.variables ?? permission.data.allow_customer_calls)
    : permission.data.allow_customer_calls;
  return (
    <div className="mf-calls" data-testid="driver-calls-panel">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={hintId}
        className="mf-switch"
        onClick={() => save.mutate(!on)}
        disabled={save.isPending}
        data-testid="driver-calls-switch"
      >
        <span className="mf-switch__track" aria-hidden="true">
          <span className="mf-switch__thumb" />
        </span>
        <span className="mf-switch__text">
          <strong>{t('calls.label')}</strong>
        </span>
      </button>
      <p id={hintId} className="mf-muted mf-small">
        {t('calls.hint')}
      </p>
      <p role="status" className="mf-small" data-testid="driver-calls-status">
        {save.isSuccess ? t('calls.saved') : null}
      </p>
      {save.isError ? (
        <p role="alert" className="mf-error">
          {save.error.message || t('calls.saveError')}
        </p>
      ) : null}
    </div>
  );
}
