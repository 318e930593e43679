import { useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { buttonClassName, Card, CardBody, IconAlert } from '@cerca/ui';
import { NS } from '../../../lib/i18n';
import '../texts';
import './subscriptions.css';

/** /subscription/canceled: no charge was made, three suggestions, back to the panel or the plans. */
export function SubscriptionCanceled() {
  const { t } = useTranslation(NS);
  return (
    <section className="mf-page mf-stack mf-subscription-result" data-testid="subscription-canceled">
      <Card>
        <CardBody className="mf-stack">
          <div className="mf-result-icon" aria-hidden="true">
            <IconAlert size={32} />
          </div>
          <h1 className="mf-title">{t('subscriptions.canceled.title')}</h1>
          <p>{t('subscriptions.canceled.lead')}</p>
          <h2 className="mf-subtitle">{t('subscriptions.canceled.suggestionsTitle')}</h2>
          <ul className="mf-result-list">
            <li>{t('subscriptions.canceled.suggestions.0')}</li>
            <li>{t('subscriptions.canceled.suggestions.1')}</li>
            <li>{t('subscriptions.canceled.suggestions.2')}</li>
          </ul>
          <div className="mf-result-actions">
            <Link className={buttonClassName({ variant: 'secondary' })} to="/dashboard">
              {t('subscriptions.canceled.dashboard')}
            </Link>
            <Link className={buttonClassName()} to="/dashboard?tab=subscription">
              {t('subscriptions.canceled.retry')}
            </Link>
          </div>
        </CardBody>
      </Card>
    </section>
  );
}
