import { PartnerOffer } from '../../features/become-partner/components/partner-offer';

export default function BecomePartnerPage() {
  return <PartnerOffer />;
}
