/**
 * The custom formats analysts write as "format" in form schemas (applications-spec §5). Each is a plain
 * function so that RJSF's `customFormats`, AJV's `addFormat` and the standalone runtime share one object.
 */
import { isValidBankAccount } from './bank-account.ts';
import {
  isValidEmailAscii,
  isValidFax,
  isValidMobilePhone,
  isValidPhone,
  isValidZipCode,
} from './contact.ts';
import { isValidLandRegisterNumber } from './land-register-number.ts';
import { isValidNip } from './nip.ts';
import {
  isValidBusinessPartnerNumber,
  isValidConnectionConditionsNumber,
  isValidContractAccountNumber,
  isValidLocalNumber,
  isValidPpe,
  isValidRwo,
} from './operator-identifiers.ts';
import { isValidPlotNumber, isValidZoneNumber } from './parcel.ts';
import { isValidPesel } from './pesel.ts';
import { isValidRegon } from './regon.ts';

export const formats = {
  pesel: isValidPesel,
  nip: isValidNip,
  regon: isValidRegon,
  'land-register-number': isValidLandRegisterNumber,
  'bank-account': isValidBankAccount,
  ppe: isValidPpe,
  'local-number': isValidLocalNumber,
  'business-partner-number': isValidBusinessPartnerNumber,
  'contract-account-number': isValidContractAccountNumber,
  'connection-conditions-number': isValidConnectionConditionsNumber,
  rwo: isValidRwo,
  'zip-code': isValidZipCode,
  phone: isValidPhone,
  'mobile-phone': isValidMobilePhone,
  fax: isValidFax,
  'plot-number': isValidPlotNumber,
  'zone-number': isValidZoneNumber,
  'email-ascii': isValidEmailAscii,
} as const satisfies Record<string, (value: string) => boolean>;

export type PortalFormatName = keyof typeof formats;

export const formatNames = Object.keys(formats) as PortalFormatName[];
