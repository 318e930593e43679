import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/orders-panel.json';

// Imported for its effect by the /orders page, which loads lazily.
registerFeatureTexts(texts);
