import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/job-queues.json';

// Imported for its effect by the queue overview: its texts join the namespace when it loads.
registerFeatureTexts(texts);
