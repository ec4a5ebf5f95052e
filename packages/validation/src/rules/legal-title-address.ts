/**
 * applications-spec §5 "Legal statements": "A warning appears when the legal-title data differs from the
 * address-of-object section." A warning, never an error: the back office may accept a legal title to a
 * property whose address is written differently, so the applicant is only asked to check it.
 *
 * Addresses are compared field by field where both sides have a value (a new object may have only a city),
 * ignoring letter case, spaces and the "ul." prefix; an investment location's "building" is its house number.
 */
import { isFilled, readField, type FieldRef, type RuleCheck } from './rule-check.ts';

export const ADDRESS_PARTS = ['city', 'zipCode', 'street', 'houseNumber'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** Field names of each part in the address shapes of schemas/defs/address.json. */
const PART_FIELDS: Readonly<Record<AddressPart, readonly string[]>> = {
  city: ['city'],
  zipCode: ['zipCode'],
  street: ['street'],
  houseNumber: ['houseNumber', 'building'],
};

export interface LegalTitleAddressOptions {
  /** The address the legal title covers. */
  readonly address: FieldRef;
  /** The object's address; the first candidate holding an address is used (e.g. a "same as" applicant). */
  readonly objectAddress: readonly FieldRef[];
}

export interface LegalTitleAddressParams {
  /** The parts that differ, in ADDRESS_PARTS order. */
  readonly parts: readonly AddressPart[];
}

function normalizePart(part: AddressPart, value: string): string {
  let text = value.trim().toLowerCase().replace(/\s+/g, ' ');
  if (part === 'street') text = text.replace(/^(ul\.|ulica)\s*/, '');
  if (part === 'zipCode' || part === 'houseNumber') text = text.replace(/\s/g, '');
  return text;
}

function partOf(address: unknown, part: AddressPart): string | null {
  for (const field of PART_FIELDS[part]) {
    if (typeof address !== 'object' || address === null || !Object.hasOwn(address, field)) continue;
    const value = (address as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim() !== '') return normalizePart(part, value);
  }
  return null;
}

export const checkLegalTitleAddress: RuleCheck<LegalTitleAddressOptions, LegalTitleAddressParams> = (
  data,
  options,
) => {
  const address = readField(data, options.address);
  if (!isFilled(address)) return null;
  const objectAddress = options.objectAddress
    .map((candidate) => readField(data, candidate))
    .find((candidate) => typeof candidate === 'object' && candidate !== null && isFilled(candidate));
  if (objectAddress === undefined) return null;
  const parts = ADDRESS_PARTS.filter((part) => {
    const own = partOf(address, part);
    const other = partOf(objectAddress, part);
    return own !== null && other !== null && own !== other;
  });
  return parts.length > 0 ? [{ pointer: options.address.pointer, params: { parts } }] : null;
};
