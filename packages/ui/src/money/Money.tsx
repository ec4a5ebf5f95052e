import { Span, type SpanProps } from '@chakra-ui/react';
import { formatGrosze, formatMoney, type MoneyValue } from './formatMoney.ts';

export type MoneyProps = Omit<SpanProps, 'children'> &
  (
    | { /** Złoty as a decimal string with a dot, or a number. */ value: MoneyValue; grosze?: never }
    | { /** Integer grosze. */ grosze: number | bigint | null | undefined; value?: never }
  );

/** An amount in PLN, e.g. '1 234,56 zł'; tabular digits so that columns of amounts line up. */
export function Money({ value, grosze, ...rest }: MoneyProps) {
  const text = grosze !== undefined ? formatGrosze(grosze) : formatMoney(value);
  return (
    <Span whiteSpace="nowrap" fontVariantNumeric="tabular-nums" {...rest}>
      {text}
    </Span>
  );
}
