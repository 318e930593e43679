import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/registration.json';

// Imported for its effect by the /driver-registration page, which loads lazily.
registerFeatureTexts(texts);
