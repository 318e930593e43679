import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/city-dashboard.json';

// Imported for its effect by the dashboard: its texts join the namespace when it loads.
registerFeatureTexts(texts);
