import { WorldPage } from '../../features/world/components/world-page';

export default WorldPage;
