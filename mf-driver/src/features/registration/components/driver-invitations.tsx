import type { DriverInvitation } from '@cerca/contracts/driver-invitations';
import { formatDate, useTranslation } from '@cerca/i18n';
import { useNavigate, useSearchParams } from '@cerca/router';
import { Button, EmptyState, ErrorState, Spinner, toast } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { useAnswerInvitation } from '../api/answer-invitation';
import { useInvitations } from '../api/list-invitations';
import {
  cityLabel,
  invitationFailure,
  invitationTokenFrom,
  withoutInvitationToken,
} from '../lib/invitation-view';
import './driver-invitations.css';

/**
 * The driver invitations waiting for the signed-in person (issue 21): 'Te invitaron a repartir en
 * <ciudad>' with what accepting saves, Aceptar and Rechazar. Opened from the invitation mail's link
 * (?invitacion=…), a missing invitation says so; without the link, nothing shows when there is none.
 */
export function DriverInvitations({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const [search] = useSearchParams();
  const token = invitationTokenFrom(search);
  const invitations = useInvitations(userId, token);

  if (invitations.isPending) {
    return (
      <div className="mf-invitations-state" data-testid="driver-invitations-loading">
        <Spinner size="sm" label={t('invitations.loading')} />
      </div>
    );
  }
  if (invitations.isError) {
    return (
      <ErrorState
        title={t('invitations.loadError')}
        description={invitations.error.message}
        onRetry={() => invitations.refetch()}
        retrying={invitations.isFetching}
      />
    );
  }
  if (invitations.data.length === 0) {
    if (!token) return null;
    return (
      <div data-testid="driver-invitations-empty">
        <EmptyState title={t('invitations.notFound')} description={t('invitations.notFoundHint')} />
      </div>
    );
  }
  return (
    <section className="mf-invitations" aria-label={t('invitations.label')} data-testid="driver-invitations">
      {invitations.data.map((invitation) => (
        <InvitationCard key={invitation.id} userId={userId} token={token} invitation={invitation} />
      ))}
    </section>
  );
}

interface InvitationCardProps {
  userId: string;
  token: string | null;
  invitation: DriverInvitation;
}

function InvitationCard({ userId, token, invitation }: InvitationCardProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { accept, decline } = useAnswerInvitation(userId, token);
  const city = cityLabel(invitation.city);
  const busy = accept.isPending || decline.isPending;
  const fail = (error: unknown) => {
    const failure = invitationFailure(error);
    toast.error(failure.key === 'server' ? failure.message : t('invitations.answerError'));
  };

  const onAccept = () =>
    accept.mutate(invitation, {
      onSuccess: () => {
        toast.success(t('invitations.accepted', { city }));
        navigate('/driver-dashboard', { replace: true });
      },
      onError: fail,
    });
  const onDecline = () =>
    decline.mutate(invitation, {
      onSuccess: () => {
        toast.success(t('invitations.declined'));
        setSearch(withoutInvitationToken(search), { replace: true });
      },
      onError: fail,
    });

  return (
    <article className="mf-card mf-invitation" data-testid="driver-invitation">
      <h2 className="mf-invitation__title">{t('invitations.title', { city })}</h2>
      <p className="mf-muted">{t('invitations.intro')}</p>
      <dl className="mf-details">
        <dt>{t('invitations.fullName')}</dt>
        <dd>{invitation.full_name}</dd>
        <dt>{t('invitations.phone')}</dt>
        <dd>{invitation.phone}</dd>
        <dt>{t('invitations.vehicle')}</dt>
        <dd>{t(`vehicles.${invitation.vehicle_type}`)}</dd>
        <dt>{t('invitations.expires')}</dt>
        <dd>{formatDate(invitation.expires_at)}</dd>
      </dl>
      <p className="mf-muted mf-small">{t('invitations.consent')}</p>
      <div className="mf-invitation__actions">
        <Button
          onClick={onAccept}
          loading={accept.isPending}
          loadingText={t('invitations.accepting')}
          disabled={busy}
          data-testid="invitation-accept"
        >
          {t('invitations.accept')}
        </Button>
        <Button
          variant="secondary"
          onClick={onDecline}
          loading={decline.isPending}
          disabled={busy}
          data-testid="invitation-decline"
        >
          {t('invitations.decline')}
        </Button>
      </div>
    </article>
  );
}
