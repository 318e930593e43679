import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/menu.json';

// Imported for its effect by the /menu-manager page, which loads lazily.
registerFeatureTexts(texts);
