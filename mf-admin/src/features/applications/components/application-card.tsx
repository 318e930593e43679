import type { AdminApplication } from '@cerca/contracts/admin-partners';
import { formatDateTime, useTranslation } from '@cerca/i18n';
import { Avatar, Button } from '@cerca/ui';
import { useId } from 'react';
import { NS } from '../../../lib/i18n';
import type { ApplicationDecision } from '../api/review-application';
import { applicantName, applicationPlace } from '../lib/application-view';

/** One application: who, for which city, how to reach them, when, and Aprobar / Rechazar. */
export function ApplicationCard({
  application,
  onDecide,
}: {
  application: AdminApplication;
  onDecide: (decision: ApplicationDecision) => void;
}) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const name = applicantName(application);
  const place = applicationPlace(application);
  return (
    <li
      className="mf-admin-application"
      aria-labelledby={titleId}
      data-testid="admin-application"
      data-application-id={application.id}
    >
      <div className="mf-admin-application__top">
        <div className="mf-admin-application__who">
          <Avatar src={application.applicant?.avatar_url} name={name} decorative />
          <div>
            <h3 id={titleId} className="mf-admin-application__name">
              {name}
            </h3>
            {application.applicant ? null : <p className="mf-muted">{t('applications.accountGone')}</p>}
          </div>
        </div>
        <span className={`mf-admin-application__status mf-admin-application__status--${application.status}`}>
          {t(`applications.status.${application.status}`)}
        </span>
      </div>
      <dl className="mf-admin-application__facts">
        <div>
          <dt>{t('applications.city')}</dt>
          <dd>{place ?? t('applications.noCity')}</dd>
        </div>
        <div>
          <dt>{t('applications.whatsapp')}</dt>
          <dd>
            <a
              href={`https://wa.me/${application.whatsapp.replace(/\D/g, '')}`}
              rel="noreferrer"
              target="_blank"
            >
              {application.whatsapp}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('applications.email')}</dt>
          <dd>
            <a href={`mailto:${application.email}`}>{application.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('applications.date')}</dt>
          <dd>
            <time dateTime={application.created_at}>{formatDateTime(application.created_at)}</time>
          </dd>
        </div>
      </dl>
      <div className="mf-admin-application__actions">
        <Button
          size="sm"
          onClick={() => onDecide('approve')}
          disabled={!place || !application.applicant}
          aria-label={t('applications.approveLabel', { name })}
          data-testid="application-approve"
        >
          {t('applications.approve')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onDecide('reject')}
          aria-label={t('applications.rejectLabel', { name })}
          data-testid="application-reject"
        >
          {t('applications.reject')}
        </Button>
      </div>
    </li>
  );
}
