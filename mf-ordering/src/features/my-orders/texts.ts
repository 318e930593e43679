import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/orders.json';

// Imported for its effect by the /my-orders page, which loads lazily.
registerFeatureTexts(texts);
