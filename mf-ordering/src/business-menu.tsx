import type { ExposedModules } from '@cerca/contracts';
import './styles.css';
import { BusinessMenu } from './features/business-menu/components/business-menu';

// Exposed as "./business-menu": mf-discovery's business page loads it when its Menú tab opens,
// with or without this remote's app on the page. The feature registers its own texts.

// The contract in @cerca/contracts is the only description of this module: if the component's
// props drift from it, this line stops compiling.
const exposed = { default: BusinessMenu } satisfies ExposedModules['mf_ordering/business-menu'];
export default exposed.default;
