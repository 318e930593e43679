import { Link } from '@cerca/router';
import { buttonClassName, IconSparkles } from '@cerca/ui';
import './premium-unlock.css';

/** Where the plans live (mf-ordering's profile, Suscripción tab). */
const PLANS_PATH = '/profile?tab=subscription';

/**
 * Shown where Premium-only promotions are listed to somebody without Premium (spec 01 §6): why
 * to subscribe and a link to the plans. The business page and Avisos pass their own texts.
 */
export function PremiumUnlock({ message, action }: { message: string; action: string }) {
  return (
    <div className="mf-unlock" data-testid="premium-unlock">
      <IconSparkles size={20} aria-hidden="true" />
      <p>{message}</p>
      <Link to={PLANS_PATH} className={buttonClassName({ variant: 'primary', size: 'sm' })}>
        {action}
      </Link>
    </div>
  );
}
