import { useTranslation } from '@cerca/i18n';
import { PageLoader } from '@cerca/remote-kit';
import { Link, useLocation } from '@cerca/router';
import { signInPath, useSession } from '@cerca/session';
import { buttonClassName } from '@cerca/ui';
import { MessagesPage } from '../../features/messages/components/messages-page';
import '../../features/messages/texts';
import { NS } from '../../lib/i18n';

/** /messages: visitors read 'Inicia sesión para ver tus mensajes' (spec 02 §2). */
export default function MessagesRoute() {
  const { t } = useTranslation(NS);
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageLoader />;
  if (status === 'signed-out' || !user) {
    return (
      <section className="mf-page mf-center" data-testid="messages-signed-out">
        <h1 className="mf-title">{t('messages.signedOut')}</h1>
        <Link
          className={buttonClassName({ variant: 'primary' })}
          to={signInPath(`${location.pathname}${location.search}`)}
        >
          {t('messages.signIn')}
        </Link>
      </section>
    );
  }
  return <MessagesPage userId={user.id} />;
}
