import { chakra } from '@chakra-ui/react';
import { KeepTogether } from '@portal/ui';

/** 'ul. Lipowa 12, 05-500 Piaseczno' as the street on one line and the postcode and town on the next. */
export function AddressText({ address }: { address: string }) {
  const comma = address.indexOf(', ');
  if (comma < 0) return <KeepTogether>{address}</KeepTogether>;
  return (
    <>
      <chakra.span display="block">
        <KeepTogether>{address.slice(0, comma + 1)}</KeepTogether>
      </chakra.span>{' '}
      <chakra.span display="block" whiteSpace="nowrap">
        {address.slice(comma + 2)}
      </chakra.span>
    </>
  );
}
