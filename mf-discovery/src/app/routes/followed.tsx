import { FollowedPage } from '../../features/followed/components/followed-page';

export default FollowedPage;
