import { ComingSoon, PageLoader } from '@cerca/remote-kit';
import { useSession } from '@cerca/session';
import { buttonClassName } from '@cerca/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NS } from '../../lib/i18n';

/** /messages: visitors read 'Inicia sesión para ver tus mensajes' (spec 02 §2). */
export default function MessagesPage() {
  const { t } = useTranslation(NS);
  const { status } = useSession();
  if (status === 'loading') return <PageLoader />;
  if (status === 'signed-out') {
    return (
      <section className="mf-page mf-center" data-testid="messages-signed-out">
        <h1 className="mf-title">{t('messages.signedOut')}</h1>
        <Link className={buttonClassName({ variant: 'primary' })} to="/profile">
          {t('messages.signIn')}
        </Link>
      </section>
    );
  }
  return <ComingSoon area={t('areas.messages')} title={t('pages.messages')} />;
}
