import { useTranslation } from '@cerca/i18n';
import { Button, Spinner } from '@cerca/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { NS } from '../../../lib/i18n';

// The panel, its schema and texts load when the driver opens it: /driver-dashboard's first load
// has a budget (deploy/e2e/budgets.json) and most visits are to take and carry orders.
const EarningsPanel = lazy(() => import('./earnings-panel'));

/** "Tus ganancias", closed until the driver opens it. */
export function EarningsSection({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className="mf-card mf-section" aria-labelledby={headingId} data-testid="driver-earnings-section">
      <h2 id={headingId}>{t('dashboard.earnings.title')}</h2>
      {open ? (
        <div id={panelId}>
          <Suspense fallback={<Spinner />}>
            <EarningsPanel userId={userId} />
          </Suspense>
        </div>
      ) : (
        <Button
          variant="secondary"
          aria-expanded={false}
          aria-controls={panelId}
          onClick={() => setOpen(true)}
          data-testid="driver-earnings-open"
        >
          {t('dashboard.earnings.open')}
        </Button>
      )}
    </section>
  );
}
