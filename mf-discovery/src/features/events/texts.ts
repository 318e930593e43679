import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/events.json';

// Imported for its effect by the /events page, which loads lazily.
registerFeatureTexts(texts);
