export { formatDate, formatDateTime, formatInteger, formatMoney, formatPercent } from '@shared/format';
