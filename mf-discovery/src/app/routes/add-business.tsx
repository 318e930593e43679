import { AddBusinessPage } from '../../features/add-business/components/add-business-page';

export default AddBusinessPage;
