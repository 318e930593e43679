import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/city-drivers.json';

// Imported for its effect by the drivers page, which loads lazily: its texts join the namespace then.
registerFeatureTexts(texts);
