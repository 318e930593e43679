import type { Driver } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { Link, useSearchParams } from '@cerca/router';
import { usePlace, useSession } from '@cerca/session';
import { buttonClassName, ErrorState } from '@cerca/ui';
import { useDriver } from '../../../api/get-driver';
import { NS } from '../../../lib/i18n';
import { invitationTokenFrom } from '../lib/invitation-view';
import { registrationDefaults } from '../lib/registration-form';
import { DriverInvitations } from './driver-invitations';
import { RegistrationForm } from './registration-form';

/**
 * /driver-registration (session required, remote.json): a new driver's sign-up, or a registered
 * driver's changes. A suspended driver sees why and cannot submit (spec 02 §4 Driver status).
 * Someone who is no driver yet, or who follows an invitation mail's link here, first sees the
 * invitations addressed to them (issue 21).
 */
export function Registration() {
  const { t } = useTranslation(NS);
  const session = useSession();
  const userId = session.user?.id;
  if (!userId) return <PageLoader />;
  return <RegistrationLoader userId={userId} key={userId} title={t('pages.registration.title')} />;
}

function RegistrationLoader({ userId, title }: { userId: string; title: string }) {
  const { t } = useTranslation(NS);
  const driver = useDriver(userId);
  if (driver.isPending) return <PageLoader />;
  if (driver.isError) {
    return (
      <div className="mf-page mf-narrow">
        <h1 className="mf-title">{title}</h1>
        <ErrorState
          title={t('profileLoadError')}
          description={driver.error.message}
          onRetry={() => driver.refetch()}
          retrying={driver.isFetching}
        />
      </div>
    );
  }
  return <RegistrationScreen userId={userId} driver={driver.data} />;
}

function RegistrationScreen({ userId, driver }: { userId: string; driver: Driver | null }) {
  const { t } = useTranslation(NS);
  const place = usePlace();
  const [search] = useSearchParams();
  const suspended = driver?.status === 'suspended';
  const showInvitations = !driver || invitationTokenFrom(search) !== null;
  return (
    <div className="mf-page mf-narrow mf-registration" data-testid="driver-registration">
      <header>
        <p className="mf-eyebrow">{t('area')}</p>
        <h1 className="mf-title">{driver ? t('registration.editTitle') : t('registration.title')}</h1>
        <p className="mf-muted">{driver ? t('registration.editSubtitle') : t('registration.subtitle')}</p>
      </header>
      {suspended ? (
        <div className="mf-alert" role="alert" data-testid="registration-suspended">
          <p>
            <strong>{t('suspended.title')}</strong>
          </p>
          <p>{t('suspended.text')}</p>
        </div>
      ) : null}
      {showInvitations ? <DriverInvitations userId={userId} /> : null}
      <RegistrationForm userId={userId} driver={driver} defaults={registrationDefaults(driver, place)} />
      {driver ? (
        <Link to="/driver-dashboard" className={buttonClassName({ variant: 'ghost' })}>
          {t('registration.backToDashboard')}
        </Link>
      ) : null}
    </div>
  );
}
