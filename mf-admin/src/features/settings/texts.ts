import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/settings.json';

// Imported for its effect by the Configuración panel: its texts join the namespace when it loads.
registerFeatureTexts(texts);
