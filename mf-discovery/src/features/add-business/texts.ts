import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/add-business.json';

// Imported for its effect by the /add-business page, which loads lazily.
registerFeatureTexts(texts);
