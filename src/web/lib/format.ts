export {
  formatDate,
  formatDateTime,
  formatDiscountPercent,
  formatInteger,
  formatMoney,
  formatPercent,
} from '@shared/format';
