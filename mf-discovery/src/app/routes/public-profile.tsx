import { PublicProfilePage } from '../../features/public-profile/components/public-profile-page';

export default PublicProfilePage;
