import type { SendBlock } from '@cerca/contracts/messages';
import { useTranslation } from '@cerca/i18n';
import { Link } from '@cerca/router';
import { NS } from '../../../lib/i18n';

/**
 * In place of the composer when the server would refuse: two personal accounts (no send control),
 * or a business on Basic (says why, with a link to the plans).
 */
export function SendBlocked({ block }: { block: SendBlock | null }) {
  const { t } = useTranslation(NS);
  if (block === 'business_plan') {
    return (
      <p className="mf-messages__blocked" data-testid="composer-blocked" data-block={block}>
        {t('chat.blocked.business_plan')}{' '}
        <Link to="/dashboard?tab=subscription">{t('chat.blocked.seePlans')}</Link>
      </p>
    );
  }
  return (
    <p
      className="mf-messages__blocked mf-muted"
      data-testid="composer-blocked"
      data-block={block ?? 'unknown'}
    >
      {t('chat.blocked.personal_to_personal')}
    </p>
  );
}
