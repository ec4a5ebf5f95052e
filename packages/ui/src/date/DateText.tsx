import { Span, type SpanProps, VisuallyHidden } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { DATE_FORMAT, EMPTY_DATE, parseDate, type DateValue } from './formatDate.ts';

export interface DateTextProps extends Omit<SpanProps, 'children'> {
  value: DateValue;
}

/** A date as DD.MM.YYYY in a <time> element; '-' (announced as "no date") when empty. */
export function DateText({ value, ...rest }: DateTextProps) {
  const date = parseDate(value);
  if (!date) {
    return (
      <Span {...rest}>
        <span aria-hidden="true">{EMPTY_DATE}</span>
        <VisuallyHidden>
          <Trans>brak daty</Trans>
        </VisuallyHidden>
      </Span>
    );
  }
  return (
    <Span asChild whiteSpace="nowrap" fontVariantNumeric="tabular-nums" {...rest}>
      <time dateTime={date.format('YYYY-MM-DD')}>{date.format(DATE_FORMAT)}</time>
    </Span>
  );
}
