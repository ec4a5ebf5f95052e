// The portal's money formatter is the one the API's e-mails use, kept in @portal/validation.
export {
  CURRENCY_SYMBOL,
  EMPTY_AMOUNT,
  formatGrosze,
  formatMoney,
  type MoneyValue,
} from '@portal/validation/format';
