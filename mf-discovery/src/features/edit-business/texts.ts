import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/edit-business.json';

// Imported for its effect by the /businesses/:id/edit page, which loads lazily.
registerFeatureTexts(texts);
