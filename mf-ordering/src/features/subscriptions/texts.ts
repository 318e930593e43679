import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/subscriptions.json';

// Imported for its effect by the plan panels and the /subscription/* pages, which load lazily.
registerFeatureTexts(texts);
