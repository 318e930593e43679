import type { AdminApplication } from '@cerca/contracts/admin-partners';
import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { EmptyState, ErrorState, toast } from '@cerca/ui';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NS } from '../../../lib/i18n';
import { useApplications } from '../api/list-applications';
import { type ApplicationDecision, useReviewApplication } from '../api/review-application';
import { applicantName } from '../lib/application-view';
import '../texts';
import { ApplicationCard } from './application-card';
import './applications.css';

interface Pending {
  application: AdminApplication;
  decision: ApplicationDecision;
}

/** The Solicitudes tab: partner applications waiting for an admin, approved or rejected here. */
export function ApplicationsPanel() {
  const { t } = useTranslation(NS);
  const applications = useApplications();
  const review = useReviewApplication();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const name = pending ? applicantName(pending.application) : '';
  const city = pending?.application.city?.name ?? '';

  const confirm = () => {
    if (!pending) return;
    review.mutate(
      { id: pending.application.id, decision: pending.decision },
      {
        onSuccess: () => {
          toast.success(
            pending.decision === 'approve'
              ? t('applications.approved', { name, city })
              : t('applications.rejected'),
          );
          setPending(null);
          headingRef.current?.focus();
        },
        // The server's message names the problem ('Esta ciudad ya tiene un partner asignado…').
        onError: (error) => {
          toast.error(error.message || t('applications.reviewError'));
          setPending(null);
        },
      },
    );
  };

  let body: React.ReactNode;
  if (applications.isPending) body = <PageLoader />;
  else if (applications.isError)
    body = (
      <ErrorState
        title={t('applications.loadError')}
        description={applications.error.message}
        onRetry={() => applications.refetch()}
        retrying={applications.isFetching}
      />
    );
  else if (applications.data.applications.length === 0)
    body = <EmptyState title={t('applications.empty')} description={t('applications.emptyHint')} />;
  else
    body = (
      <ul className="mf-admin-applications__list" data-testid="admin-applications">
        {applications.data.applications.map((application) => (
          <ApplicationCard
            key={application.id}
            application={application}
            onDecide={(decision) => setPending({ application, decision })}
          />
        ))}
      </ul>
    );

  const approving = pending?.decision === 'approve';
  return (
    <div className="mf-admin-applications" data-testid="admin-panel-applications">
      <header className="mf-stack">
        <h2 ref={headingRef} tabIndex={-1} className="mf-subtitle">
          {t('applications.title')}
        </h2>
        <p className="mf-muted">{t('applications.subtitle')}</p>
        {applications.data ? (
          <p className="mf-muted">
            {t('applications.count', { count: applications.data.applications.length })}
          </p>
        ) : null}
      </header>
      {body}
      <ConfirmDialog
        open={pending !== null}
        title={approving ? t('applications.approveTitle') : t('applications.rejectTitle')}
        description={
          approving
            ? t('applications.approveDescription', { name, city })
            : t('applications.rejectDescription', { name, city })
        }
        confirmLabel={approving ? t('applications.approve') : t('applications.reject')}
        cancelLabel={t('applications.cancel')}
        busy={review.isPending}
        busyLabel={t('applications.working')}
        onConfirm={confirm}
        onClose={() => setPending(null)}
        data-testid="review-application-dialog"
      />
    </div>
  );
}
