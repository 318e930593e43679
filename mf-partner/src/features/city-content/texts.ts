import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/city-content.json';

// Imported for its effect by the content page: its texts join the namespace when it loads.
registerFeatureTexts(texts);
