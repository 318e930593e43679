import { registerFeatureTexts } from '../../../lib/i18n';
import texts from '../../../locales/es-MX/late-tip.json';

// Imported for its effect by My orders' "Agregar propina".
registerFeatureTexts(texts);
