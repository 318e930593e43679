import { Registration } from '../../features/registration/components/registration';
import '../../features/registration/texts';
import '../../styles.css';

/** /driver-registration (session required, remote.json): sign up as a driver, or update. */
export default function DriverRegistrationPage() {
  return <Registration />;
}
