import './styles.css';
import { CreateDialog } from './features/create/components/create-dialog';
import { registerTexts } from './lib/i18n';

// Exposed as "./create-dialog": the shell may load it before (or without) this remote's app, so
// it registers the texts itself.
registerTexts();

export type { CreateDialogProps } from './features/create/components/create-dialog';
export default CreateDialog;
