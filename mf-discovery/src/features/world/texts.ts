import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/world.json';

// Imported for its effect by the /world page, which loads lazily.
registerFeatureTexts(texts);
