export {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatDiscountPercent,
  formatInteger,
  formatMoney,
  formatPercent,
  formatTime,
} from '@shared/format';
