import { WithCity } from '../../components/with-city';
import ComingSoonPage from './coming-soon-page';

/** /events needs a chosen city (spec 02 §2); the carousels arrive with the events feature. */
export default function EventsPage() {
  return <WithCity>{() => <ComingSoonPage page="events" />}</WithCity>;
}
