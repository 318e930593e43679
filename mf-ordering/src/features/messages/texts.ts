import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/messages.json';

// Imported for its effect by the /messages page, which loads lazily.
registerFeatureTexts(texts);
