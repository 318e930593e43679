import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/public-profile.json';

// Imported for its effect by the /profile/:id page, which loads lazily.
registerFeatureTexts(texts);
