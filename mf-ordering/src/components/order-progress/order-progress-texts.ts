import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/order-progress.json';

// Imported for its effect by what shows an order's progress (My orders).
registerFeatureTexts(texts);
