import { PartnerLoginForm } from '../../features/partner-login/components/partner-login-form';

export default function PartnerLoginPage() {
  return <PartnerLoginForm />;
}
