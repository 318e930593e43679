import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/create.json';

// Imported for its effect by Crear's lazily loaded content: the dialog's entry stays small.
registerFeatureTexts(texts);
