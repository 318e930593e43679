import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/favorites.json';

// Imported for its effect by the /favorites page, which loads lazily.
registerFeatureTexts(texts);
