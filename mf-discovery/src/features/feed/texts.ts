import { registerFeatureTexts } from '../../lib/i18n';
import texts from '../../locales/es-MX/feed.json';

// Imported for its effect by each lazily loaded entry of the feed (strip, feed, post page).
registerFeatureTexts(texts);
