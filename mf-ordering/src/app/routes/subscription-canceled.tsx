import { SubscriptionCanceled } from '../../features/subscriptions/components/subscription-canceled';

/** /subscription/canceled: where an abandoned checkout returns. */
export default function SubscriptionCanceledPage() {
  return <SubscriptionCanceled />;
}
