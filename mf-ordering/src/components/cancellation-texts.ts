import { registerFeatureTexts } from '../lib/i18n';
import texts from '../locales/es-MX/cancellation.json';

// Imported for its effect by what shows or asks for a cancellation's reason (My orders, the panel).
registerFeatureTexts(texts);
