import { SubscriptionSuccess } from '../../features/subscriptions/components/subscription-success';

/** /subscription/success: where a paid checkout returns. */
export default function SubscriptionSuccessPage() {
  return <SubscriptionSuccess />;
}
