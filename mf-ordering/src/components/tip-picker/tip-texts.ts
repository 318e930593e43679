import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/tip.json';

// Imported for its effect by the tip picker, used by the checkout and by My orders' late tip,
// which load without each other.
registerFeatureTexts(texts);
