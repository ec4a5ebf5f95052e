// Values written for people, the same in the browser and on the server (one formatter each).
export { CURRENCY_SYMBOL, EMPTY_AMOUNT, formatGrosze, formatMoney, type MoneyValue } from './money.ts';
export { formatFileSize } from './file-size.ts';
export { durationText } from './duration.ts';
