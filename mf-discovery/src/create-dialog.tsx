import type { ExposedModules } from '@cerca/contracts';
import './styles.css';
import { CreateDialog } from './features/create/components/create-dialog';
import { registerTexts } from './lib/i18n';

// Exposed as "./create-dialog": the shell may load it before (or without) this remote's app, so
// it registers the texts itself.
registerTexts();

// The contract in @cerca/contracts is the only description of this module: if the component's
// props drift from it, this line stops compiling.
const exposed = { default: CreateDialog } satisfies ExposedModules['mf_discovery/create-dialog'];
export default exposed.default;
