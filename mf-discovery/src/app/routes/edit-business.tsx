import { EditBusinessPage } from '../../features/edit-business/components/edit-business-page';

export default EditBusinessPage;
