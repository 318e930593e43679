import { LocalCheckout } from '../../features/subscriptions/components/local-checkout';

/** /subscription/checkout?session=…: the local payment provider's checkout page. */
export default function SubscriptionCheckoutPage() {
  return <LocalCheckout />;
}
