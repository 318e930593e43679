import { BusinessPage } from '../../features/business/components/business-page';

export default BusinessPage;
