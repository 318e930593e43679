import { registerFeatureTexts } from '../lib/i18n';
import texts from '../locales/es-MX/addresses.json';

// Imported for its effect by what shows or asks for an address (the checkout, Mis direcciones,
// the menu manager's zone).
registerFeatureTexts(texts);
