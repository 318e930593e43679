import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/followed.json';

// Imported for its effect by the /followed (Avisos) page, which loads lazily.
registerFeatureTexts(texts);
