import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/applications.json';

// Imported for its effect by the Solicitudes panel: its texts join the namespace when it loads.
registerFeatureTexts(texts);
