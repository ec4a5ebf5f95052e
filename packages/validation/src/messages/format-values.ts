/**
 * Numbers, dates and sizes inside messages, formatted by hand rather than with Intl so that the text is
 * byte-identical in every browser and on the server (Intl output differs between ICU versions).
 */
const NO_BREAK_SPACE = '\u00A0';

/** Polish: decimal comma, a no-break space between thousands from 10 000 up (1000, 10 000, 1 000 000). */
export function formatPolishNumber(value: number): string {
  const [integerPart = '', fraction] = String(Math.abs(value)).split('.');
  const grouped =
    integerPart.length > 4 ? integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, NO_BREAK_SPACE) : integerPart;
  return `${value < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `,${fraction}`}`;
}

export function formatEnglishNumber(value: number): string {
  const [integerPart = '', fraction] = String(Math.abs(value)).split('.');
  const grouped = integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** 'YYYY-MM-DD' to the Polish 'DD.MM.YYYY'; anything else is returned unchanged. */
export function formatPolishDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDate;
}

/** Whole megabytes as the spec writes them ('50 MB'); 1 MB = 1048576 bytes (applications-spec §9: 10 MB = 10485760). */
export function formatMegabytes(bytes: number, decimalSeparator: ',' | '.'): string {
  const megabytes = Math.round((bytes / 1_048_576) * 100) / 100;
  return `${String(megabytes).replace('.', decimalSeparator)} MB`;
}
