import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/failed-jobs.json';

// Imported for its effect by the failed-jobs panel: its texts join the namespace when it loads.
registerFeatureTexts(texts);
