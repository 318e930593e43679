import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/cart.json';

// Imported for its effect by the Menú tab's cart pieces, which load with the business page.
registerFeatureTexts(texts);
