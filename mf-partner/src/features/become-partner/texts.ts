import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/become-partner.json';

// Imported for its effect by the become-partner page: its texts join the namespace when it loads.
registerFeatureTexts(texts);
