import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/dashboard.json';

// Imported for its effect by the /driver-dashboard page, which loads lazily.
registerFeatureTexts(texts);
