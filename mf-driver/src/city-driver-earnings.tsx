import type { ExposedModules } from '@cerca/contracts';
import './styles.css';
import { CityDriverEarnings } from './features/city-driver-earnings/components/city-driver-earnings';

// Exposed as "./city-driver-earnings": mf-partner's city drivers page shows it. It calls only
// /api/driver and registers its own texts (the earnings summary does).

// The contract in @cerca/contracts is the only description of this module: if the component's
// props drift from it, this line stops compiling.
const exposed = { default: CityDriverEarnings } satisfies ExposedModules['mf_driver/city-driver-earnings'];
export default exposed.default;
