import { useTranslation } from '@cerca/i18n';
import { signOut } from '@cerca/session';
import { Button, toast } from '@cerca/ui';
import { useState } from 'react';
import { NS } from '../../../lib/i18n';

/** Sign-out clears local state and goes to / even when the server call fails (spec 01 §4). */
export function SignOutButton() {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    const ok = await signOut();
    if (!ok) toast.error(t('errors.signOut'));
    setBusy(false);
  };
  return (
    <Button variant="secondary" onClick={onClick} disabled={busy} data-testid="admin-sign-out">
      {t('signOut')}
    </Button>
  );
}
