import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/earnings.json';

// Imported for its effect by what shows earnings: the dashboard's "Tus ganancias" (loaded when
// opened) and the exposed per-driver view of the city partner.
registerFeatureTexts(texts);
