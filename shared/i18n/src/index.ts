export { I18nextProvider, Trans, useTranslation } from 'react-i18next';
export { formatDate, formatDateTime, formatMoney, formatRelativeTime, WEEK_STARTS_ON } from './format';
export { CURRENCY, i18n, LOCALE, registerNamespace } from './instance';
