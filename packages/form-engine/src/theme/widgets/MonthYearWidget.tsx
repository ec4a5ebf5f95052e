// monthYear: a month and a year (e.g. the planned start of energy consumption), stored as the first day of
// the month 'YYYY-MM-01' (schemas/defs/dates.json monthYear), so the date keywords apply. The years
// offered follow the field's keywords: dateNotBeforeCurrentMonth / dateMaxYearsAhead (applications-spec §5:
// not more than 5 years ahead, not in the past) or dateNotInFuture / dateMaxYearsBack.
import { chakra, HStack, Stack } from '@chakra-ui/react';
import { selectControlStyle } from '../controlStyles.ts';
import { useLingui } from '@lingui/react/macro';
import type { WidgetProps } from '@rjsf/utils';
import dayjs from 'dayjs';
import 'dayjs/locale/pl';
import { useState } from 'react';
import { useControlProps } from './useControlProps.ts';
import { useToday } from './todayOf.ts';

const MONTH_YEAR = /^(\d{4})-(\d{2})-01$/;

export function yearRange(schema: Record<string, unknown>, today: string): number[] {
  const year = Number(today.slice(0, 4));
  let from = year - 5;
  let to = year + 5;
  if (schema.dateNotBeforeCurrentMonth === true) from = year;
  if (typeof schema.dateMaxYearsAhead === 'number') to = year + schema.dateMaxYearsAhead;
  if (schema.dateNotInFuture === true) to = year;
  if (typeof schema.dateMaxYearsBack === 'number') from = year - schema.dateMaxYearsBack;
  const years: number[] = [];
  for (let candidate = from; candidate <= to; candidate++) years.push(candidate);
  return years;
}

const monthNames = Array.from({ length: 12 }, (_, index) => {
  const name = dayjs().locale('pl').month(index).format('MMMM');
  return name.charAt(0).toUpperCase() + name.slice(1);
});

export function MonthYearWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, schema, htmlName } = props;
  const { t } = useLingui();
  const today = useToday();
  const a11y = useControlProps(props);
  const match = typeof value === 'string' ? MONTH_YEAR.exec(value) : null;
  // A month without a year (or the reverse) is kept here until both are chosen.
  const [partial, setPartial] = useState<{ month: string; year: string }>({ month: '', year: '' });
  const month = match?.[2] ?? partial.month;
  const year = match?.[1] ?? partial.year;
  const years = yearRange(schema as Record<string, unknown>, today);

  const update = (next: { month: string; year: string }) => {
    setPartial(next);
    const stored = next.month && next.year ? `${next.year}-${next.month}-01` : undefined;
    onChange(stored);
    onBlur(id, stored);
  };
  const monthId = id;
  const yearId = `${id}-year`;
  const selectProps = {
    'aria-invalid': a11y['aria-invalid'],
    'aria-describedby': a11y['aria-describedby'],
    disabled: disabled || readonly,
    css: selectControlStyle,
    onFocus: () => onFocus(id, value),
  };
  return (
    <HStack gap="4" align="flex-end" wrap="wrap">
      <Stack gap="1">
        <chakra.label htmlFor={monthId}>{t`Miesiąc`}</chakra.label>
        <chakra.div w="12rem">
          <chakra.select
            id={monthId}
            name={htmlName ?? id}
            value={month}
            onChange={(event) => update({ month: event.target.value, year })}
            {...selectProps}
          >
            <option value="">{t`Wybierz`}</option>
            {monthNames.map((name, index) => (
              <option key={name} value={String(index + 1).padStart(2, '0')}>
                {name}
              </option>
            ))}
          </chakra.select>
        </chakra.div>
      </Stack>
      <Stack gap="1">
        <chakra.label htmlFor={yearId}>{t`Rok`}</chakra.label>
        <chakra.div w="8rem">
          <chakra.select
            id={yearId}
            value={year}
            onChange={(event) => update({ month, year: event.target.value })}
            {...selectProps}
          >
            <option value="">{t`Wybierz`}</option>
            {years.map((candidate) => (
              <option key={candidate} value={String(candidate)}>
                {candidate}
              </option>
            ))}
          </chakra.select>
        </chakra.div>
      </Stack>
    </HStack>
  );
}
