import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/business-form.json';

// Imported for its effect by the business form, which loads with the pages that show it (and with
// the exposed "./business-form" in other remotes' pages).
registerFeatureTexts(texts);
