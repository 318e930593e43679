import { EventsPage } from '../../features/events/components/events-page';

export default EventsPage;
