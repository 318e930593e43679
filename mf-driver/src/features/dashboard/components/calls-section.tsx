import { useTranslation } from '@cerca/i18n';
import { Button, Spinner } from '@cerca/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { NS } from '../../../lib/i18n';

// The switch, its schema and texts load when the driver opens it: /driver-dashboard's first load
// has a budget (deploy/e2e/budgets.json), and the choice is made once, not on every visit.
const CallsPanel = lazy(() => import('./calls-panel'));

/** "Llamadas de clientes", closed until the driver opens it. */
export function CallsSection({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className="mf-card mf-section" aria-labelledby={headingId} data-testid="driver-calls-section">
      <h2 id={headingId}>{t('dashboard.calls.title')}</h2>
      {open ? (
        <div id={panelId}>
          <Suspense fallback={<Spinner />}>
            <CallsPanel userId={userId} />
          </Suspense>
        </div>
      ) : (
        <Button
          variant="secondary"
          aria-expanded={false}
          aria-controls={panelId}
          onClick={() => setOpen(true)}
          data-testid="driver-calls-open"
        >
          {t('dashboard.calls.open')}
        </Button>
      )}
    </section>
  );
}
