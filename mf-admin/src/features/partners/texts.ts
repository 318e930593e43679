import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/partners.json';

// Imported for its effect by the Partners panel: its texts join the namespace when it loads.
registerFeatureTexts(texts);
