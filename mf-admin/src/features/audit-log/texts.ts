import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/audit-log.json';

// Imported for its effect by the Registro panel: its texts join the namespace when it loads.
registerFeatureTexts(texts);
