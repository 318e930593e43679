import { useSearchParams } from '@cerca/router';
import { BusinessPicker } from '../../features/menu/components/business-picker';
import { MenuManager } from '../../features/menu/components/menu-manager';
import '../../features/menu/texts';

/** /menu-manager?businessId=… (session required, remote.json): the menu/services manager. */
export default function MenuManagerPage() {
  const [params] = useSearchParams();
  const businessId = params.get('businessId');
  if (!businessId) return <BusinessPicker />;
  return <MenuManager key={businessId} businessId={businessId} />;
}
