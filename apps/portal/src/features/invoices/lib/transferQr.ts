// The transfer QR code in the format of the Polish banks' 2D code ("Rekomendacja Związku Banków Polskich
// dotycząca kodu dwuwymiarowego (2D) umożliwiającego realizację polecenia przelewu", ZBP 2013), which
// Polish banking apps read to fill a domestic transfer in. Nine fields, separated by '|', in this order:
//
//   1. the recipient's NIP, 10 digits; may be empty
//   2. the country code, 'PL'
//   3. the recipient's account number, 26 digits (NRB, no spaces)
//   4. the amount in grosze, 6 digits zero-padded ('001200' is 12,00 zł); '000000' leaves the amount to the
//      payer, so an amount above 9 999,99 zł, which 6 digits cannot hold, is left out that way
//   5. the recipient's name, at most 20 characters
//   6. the transfer title, at most 32 characters
//   7. reserved (a direct-debit customer id), at most 20 characters: empty
//   8. reserved (an Invoobill id), at most 12 characters: empty
//   9. reserved, at most 24 characters: empty
//
// e.g. '|PL|12109010140000000000000001|012345|Operator OSD|FV/2026/00001|||'.
// The separator cannot appear inside a field, so it and control characters are removed from the texts.
import { accountDigits } from './accountNumber.ts';

export const QR_NAME_MAX = 20;
export const QR_TITLE_MAX = 32;
/** 6 digits of grosze. */
export const QR_AMOUNT_MAX_GROSZE = 999_999;

export interface TransferQrInput {
  /** The recipient's NIP; '' or anything but 10 digits leaves the field empty. */
  recipientNip: string;
  recipientName: string;
  /** The recipient's account number, with or without spaces. */
  accountNumber: string;
  amountGrosze: number;
  title: string;
}

export interface TransferQr {
  payload: string;
  /** The title did not fit in 32 characters and was cut (at a space when there is one). */
  titleShortened: boolean;
  /** The amount did not fit in 6 digits; the payer types it in. */
  amountOmitted: boolean;
}

function cleanText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[|\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Cuts to max characters, at the last space when there is one, so no invoice number is split. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : text.slice(0, max)).trim();
}

/** The payload and what had to give; null when the account number is not 26 digits. */
export function transferQr(input: TransferQrInput): TransferQr | null {
  const account = accountDigits(input.accountNumber);
  if (account.length !== 26) return null;
  const nipDigits = input.recipientNip.replace(/\D/g, '');
  const nip = nipDigits.length === 10 ? nipDigits : '';
  const amountFits =
    Number.isSafeInteger(input.amountGrosze) &&
    input.amountGrosze >= 0 &&
    input.amountGrosze <= QR_AMOUNT_MAX_GROSZE;
  const amount = String(amountFits ? input.amountGrosze : 0).padStart(6, '0');
  const name = cleanText(input.recipientName).slice(0, QR_NAME_MAX).trim();
  const fullTitle = cleanText(input.title);
  const title = shorten(fullTitle, QR_TITLE_MAX);
  return {
    payload: [nip, 'PL', account, amount, name, title, '', '', ''].join('|'),
    titleShortened: title !== fullTitle,
    amountOmitted: !amountFits,
  };
}

/** The text to encode in the QR code (see the format above); throws for an account that is not 26 digits. */
export function transferQrPayload(input: TransferQrInput): string {
  const qr = transferQr(input);
  if (!qr) throw new Error('The account number must have 26 digits');
  return qr.payload;
}
