import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/order-help.json';

// Imported for its effect by what shows or sends a report ("Ayuda con mi pedido"): My orders, the
// orders panel and the city dashboard's exposed list.
registerFeatureTexts(texts);
