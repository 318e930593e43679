import type { CityDriverInvitation } from '@cerca/contracts/city-drivers';
import { formatDate, useTranslation } from '@cerca/i18n';
import { Button, ErrorState, toast } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import { useDriverInvitations } from '../api/list-driver-invitations';
import { useRevokeDriverInvitation } from '../api/revoke-driver-invitation';

/**
 * The city's invitations still waiting for an answer (issue 21): who was invited and until when,
 * with a way to take one back. Nothing while there are none (or while they load: the drivers list
 * below has its own loading state); an error says so with a retry.
 */
export function DriverInvitations({ cityId }: { cityId: string }) {
  const { t } = useTranslation(NS);
  const invitations = useDriverInvitations(cityId);
  if (invitations.isPending) return null;
  if (invitations.isError) {
    return (
      <ErrorState
        title={t('cityDrivers.invitations.loadError')}
        description={invitations.error.message}
        onRetry={() => invitations.refetch()}
        retrying={invitations.isFetching}
      />
    );
  }
  if (invitations.data.length === 0) return null;
  return (
    <section
      className="mf-invitations"
      aria-labelledby="mf-invitations-title"
      data-testid="driver-invitations"
    >
      <h2 id="mf-invitations-title" className="mf-invitations__title">
        {t('cityDrivers.invitations.title', { total: invitations.data.length })}
      </h2>
      <p className="mf-muted">{t('cityDrivers.invitations.hint')}</p>
      <ul className="mf-drivers__list">
        {invitations.data.map((invitation) => (
          <li key={invitation.id}>
            <InvitationRow cityId={cityId} invitation={invitation} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function InvitationRow({ cityId, invitation }: { cityId: string; invitation: CityDriverInvitation }) {
  const { t } = useTranslation(NS);
  const revoke = useRevokeDriverInvitation(cityId);
  const onRevoke = () =>
    revoke.mutate(invitation.id, {
      onSuccess: () => toast.success(t('cityDrivers.invitations.revoked')),
      onError: () => toast.error(t('cityDrivers.invitations.revokeError')),
    });
  return (
    <article className="mf-invitation" data-testid="driver-invitation">
      <div className="mf-driver__who">
        <h3 className="mf-driver__name">{invitation.email}</h3>
        <p className="mf-driver__line">
          {invitation.full_name} · {invitation.phone} · {t(`cityDrivers.vehicles.${invitation.vehicle_type}`)}
        </p>
        <p className="mf-driver__line">
          {t('cityDrivers.invitations.expires', { date: formatDate(invitation.expires_at) })}
        </p>
      </div>
      <div className="mf-invitation__side">
        <span className="mf-driver__badge mf-driver__badge--muted">
          {t('cityDrivers.invitations.pending')}
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={onRevoke}
          loading={revoke.isPending}
          data-testid="driver-invitation-revoke"
        >
          {t('cityDrivers.invitations.revoke')}
        </Button>
      </div>
    </article>
  );
}
