import type { MeResponse } from '@cerca/contracts';
import { useTranslation } from '@cerca/i18n';
import { signOut } from '@cerca/session';
import { Button, toast } from '@cerca/ui';
import { useState } from 'react';
import { NS } from '../../../lib/i18n';
import { AvatarUpload } from './avatar-upload';
import { QrDialog } from './qr-dialog';

interface ProfileHeaderProps {
  profile: MeResponse['profile'];
  onSettings: () => void;
}

/** Avatar, username, e-mail; 'Mi QR', Configuración and Cerrar Sesión (spec 02 §2). */
export function ProfileHeader({ profile, onSettings }: ProfileHeaderProps) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const [qrOpen, setQrOpen] = useState(false);

  const onSignOut = async () => {
    setBusy(true);
    const ok = await signOut();
    if (!ok) toast.error(t('profile.signOutError'));
    setBusy(false);
  };

  return (
    <header className="mf-profile-header" data-testid="profile-header">
      <AvatarUpload profile={profile} />
      <div className="mf-stack mf-grow">
        <h1 className="mf-title" data-testid="profile-username">
          {profile.username}
        </h1>
        {profile.email ? (
          <p className="mf-muted" data-testid="profile-email">
            {profile.email}
          </p>
        ) : null}
      </div>
      <div className="mf-links">
        <Button variant="secondary" onClick={() => setQrOpen(true)} data-testid="profile-qr">
          {t('account.myQr')}
        </Button>
        <Button variant="secondary" onClick={onSettings}>
          {t('profile.settings')}
        </Button>
        <Button variant="secondary" onClick={onSignOut} disabled={busy} data-testid="profile-sign-out">
          {t('profile.signOut')}
        </Button>
      </div>
      <QrDialog userId={profile.id} open={qrOpen} onClose={() => setQrOpen(false)} />
    </header>
  );
}
