import type { AdminPartner } from '@cerca/contracts/admin-partners';
import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { Button, EmptyState, ErrorState, toast } from '@cerca/ui';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NS } from '../../../lib/i18n';
import { usePartners } from '../api/list-partners';
import { useRemovePartner } from '../api/remove-partner';
import '../texts';
import { AddPartnerDialog } from './add-partner-dialog';
import { PartnerRow } from './partner-row';
import './partners.css';

/** The Partners tab (spec 02 §2): the list, the add-partner modal, and removal with confirmation. */
export function PartnersPanel() {
  const { t } = useTranslation(NS);
  const partners = usePartners();
  const remove = useRemovePartner();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AdminPartner | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success(t('partners.removed'));
        setRemoving(null);
        // The button that had focus has left with its row.
        headingRef.current?.focus();
      },
      onError: () => toast.error(t('partners.removeError')),
    });
  };

  let body: React.ReactNode;
  if (partners.isPending) body = <PageLoader />;
  else if (partners.isError)
    body = (
      <ErrorState
        title={t('partners.loadError')}
        description={partners.error.message}
        onRetry={() => partners.refetch()}
        retrying={partners.isFetching}
      />
    );
  else if (partners.data.partners.length === 0)
    body = <EmptyState title={t('partners.empty')} description={t('partners.emptyHint')} />;
  else
    body = (
      <ul className="mf-admin-partners__list" data-testid="admin-partners">
        {partners.data.partners.map((partner) => (
          <PartnerRow key={partner.id} partner={partner} onRemove={() => setRemoving(partner)} />
        ))}
      </ul>
    );

  const removingName = removing ? removing.username || removing.email || '' : '';
  return (
    <div className="mf-admin-partners" data-testid="admin-panel-partners">
      <header className="mf-admin-partners__header">
        <div className="mf-stack">
          <h2 ref={headingRef} tabIndex={-1} className="mf-subtitle">
            {t('partners.title')}
          </h2>
          <p className="mf-muted">{t('partners.subtitle')}</p>
          {partners.data ? (
            <p className="mf-muted">{t('partners.count', { count: partners.data.partners.length })}</p>
          ) : null}
        </div>
        <Button onClick={() => setAdding(true)} data-testid="add-partner-open">
          {t('partners.add')}
        </Button>
      </header>
      {body}
      <AddPartnerDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={removing !== null}
        title={t('partners.removeTitle')}
        description={t('partners.removeDescription', {
          name: removingName,
          city: removing?.city.name ?? '',
        })}
        confirmLabel={t('partners.removeConfirm')}
        cancelLabel={t('partners.cancel')}
        busy={remove.isPending}
        busyLabel={t('partners.removing')}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
        data-testid="remove-partner-dialog"
      />
    </div>
  );
}
