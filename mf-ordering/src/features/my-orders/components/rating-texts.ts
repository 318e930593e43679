import { registerFeatureTexts } from '../../../lib/i18n';
import texts from '../../../locales/es-MX/rating.json';

// Imported for its effect by My orders' rating ("Califica tu pedido"), which loads lazily.
registerFeatureTexts(texts);
