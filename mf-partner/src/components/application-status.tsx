import { formatDate, useTranslation } from '@cerca/i18n';
import { useSession } from '@cerca/session';
import { ErrorState, Spinner } from '@cerca/ui';
import { useId } from 'react';
import { useMyApplications } from '../api/my-applications';
import { NS, registerFeatureTexts } from '../lib/i18n';
import { openApplications } from '../lib/open-applications';
import texts from '../locales/es-MX/partner-applications.json';
import './application-status.css';

registerFeatureTexts(texts);

/**
 * 'Tu solicitud para {city} está en revisión' for each of the signed-in person's partner
 * applications an admin has not decided yet (DESIGN §10: an existing city waits for an admin).
 * Shown on /become-partner and /partner-login; nothing for visitors or when nothing waits.
 */
export function ApplicationStatus() {
  const { t } = useTranslation(NS);
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const query = useMyApplications(session.user?.id, signedIn);
  const titleId = useId();

  if (!signedIn) return null;
  if (query.isPending) {
    return (
      <div
        className="mf-card mf-partner-status mf-partner-status-slot"
        data-testid="partner-application-status-loading"
      >
        <Spinner size="sm" label={t('applicationStatus.loading')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        className="mf-partner-status-slot"
        title={t('applicationStatus.loadError')}
        description={t('applicationStatus.loadErrorHint')}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const open = openApplications(query.data.applications);
  if (open.length === 0) return null;
  return (
    <section
      className="mf-card mf-partner-status mf-partner-status-slot"
      aria-labelledby={titleId}
      aria-live="polite"
      data-testid="partner-application-status"
    >
      <ul className="mf-partner-status__list">
        {open.map((application, index) => (
          <li
            key={application.id}
            className="mf-partner-status__item"
            data-testid="partner-application-pending"
            data-city-id={application.city.id}
          >
            <h2 id={index === 0 ? titleId : undefined} className="mf-subtitle">
              {t('applicationStatus.inReview', { city: application.city.name })}
            </h2>
            <p className="mf-muted">
              {application.status === 'waitlisted'
                ? t('applicationStatus.waitlistedHint')
                : t('applicationStatus.pendingHint')}
            </p>
            <p className="mf-hint">
              <time dateTime={application.created_at}>
                {t('applicationStatus.sentAt', { date: formatDate(application.created_at) })}
              </time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
