import { registerFeatureTexts } from '../../../lib/i18n';
import texts from '../../../locales/es-MX/calls.json';

// Imported for its effect by the calls panel, which loads when the driver opens it.
registerFeatureTexts(texts);
