import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { useNavigate } from '@cerca/router';
import { useSession } from '@cerca/session';
import { toast } from '@cerca/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { NS } from '../../../lib/i18n';
import { adminAccess } from '../lib/access';

/** Non-admins go to /dashboard with the permission error (spec 02 §2 "Admin dashboard"). */
export function AdminGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const access = adminAccess(session);
  const navigate = useNavigate();
  const { t } = useTranslation(NS);
  const denied = useRef(false);

  useEffect(() => {
    if (access !== 'deny' || denied.current) return;
    denied.current = true;
    toast.error(t('errors.noPermission'));
    navigate('/dashboard', { replace: true });
  }, [access, navigate, t]);

  if (access !== 'allow') return <PageLoader />;
  return children;
}
