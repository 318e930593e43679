import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/cart.json';

// Imported for its effect by the exposed Menú tab, which other remotes load without this
// remote's app: its texts must not depend on lifecycles.ts having registered the namespace.
registerFeatureTexts(texts);
