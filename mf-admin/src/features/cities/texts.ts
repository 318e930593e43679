import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/cities.json';

// Imported for its effect by the Ciudades panel: its texts join the namespace when it loads.
registerFeatureTexts(texts);
