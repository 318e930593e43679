import { registerFeatureTexts } from '../lib/i18n';
import texts from '../locales/es-MX/businesses.json';

// Imported for its effect by the pages that show businesses (search, category, business page).
registerFeatureTexts(texts);
