// Not <Trans>: nothing uses it, and as part of this shared module it would put its HTML parser
// (html-parse-stringify) on every first visit. A text with markup is split into keys instead.
export { I18nextProvider, useTranslation } from 'react-i18next';
export { formatDate, formatDateTime, formatMoney, formatRelativeTime, WEEK_STARTS_ON } from './format';
export { CURRENCY, i18n, LOCALE, registerNamespace } from './instance';
