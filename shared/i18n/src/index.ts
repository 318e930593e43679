export { i18n, registerNamespace, LOCALE, CURRENCY } from './instance';
export { formatMoney, formatDate, formatDateTime, formatRelativeTime, WEEK_STARTS_ON } from './format';
export { I18nextProvider, Trans, useTranslation } from 'react-i18next';
