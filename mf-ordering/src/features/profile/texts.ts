import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/account.json';

// Imported for its effect by the /profile page, which loads lazily.
registerFeatureTexts(texts);
