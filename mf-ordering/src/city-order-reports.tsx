import type { ExposedModules } from '@cerca/contracts';
import './styles.css';
import { CityOrderReports } from './features/city-order-reports/components/city-order-reports';

// Exposed as "./city-order-reports": mf-partner's city dashboard shows it. It calls only
// /api/ordering and registers its own texts (the help reports' component does).

// The contract in @cerca/contracts is the only description of this module: if the component's
// props drift from it, this line stops compiling.
const exposed = { default: CityOrderReports } satisfies ExposedModules['mf_ordering/city-order-reports'];
export default exposed.default;
