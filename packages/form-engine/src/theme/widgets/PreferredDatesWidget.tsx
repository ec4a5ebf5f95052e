// preferredDates: up to N preferred dates, each a working day plus a time slot (applications-spec §3
// "Preferred dates: day plus hours, each as a list"; §5: within a range, by default from today to one month
// ahead, no weekends, day and hours both filled or both empty). The item fields come from the schema's
// `items` (a date field and a choice field), the range from the `preferredDates` keyword's options.
// Each row's fields register with the wizard, so a message such as 'Termin nie może przypadać w sobotę
// ani w niedzielę' shows under the very field (and the error summary links to it).
import { Box, Button, chakra, HStack, Stack } from '@chakra-ui/react';
import { selectControlStyle, textControlStyle } from '../controlStyles.ts';
import { useLingui } from '@lingui/react/macro';
import { CalendarButton, formatDate } from '@portal/ui';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import dayjs from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import { optionTitle } from '../../summary/formatAnswer.ts';
import { parsePointer, toPointer } from '@portal/json-pointer';
import { useEngineRuntime, useFieldErrors } from '../../runtime/EngineContext.ts';
import { dateValueOf, formatDateInput, isoToDisplay } from '../../format/date.ts';
import { describedBy } from '../fieldKind.ts';
import { FieldError } from '../templates/FieldMessages.tsx';
import { isWorkingDay, parseIsoDate } from '@portal/validation/browser';
import { useToday } from './todayOf.ts';

type Slot = Record<string, unknown>;

interface PreferredDatesOptions {
  day: string;
  hours: string;
  minDate?: string;
  maxDate?: string;
}

/** The calendar offers the days the rule accepts: working days only, no weekend, no public holiday. */
function notWorkingDay(iso: string): boolean {
  const day = parseIsoDate(iso);
  return day !== null && !isWorkingDay(day);
}

function keywordOptions(schema: RJSFSchema): PreferredDatesOptions {
  const keyword = (schema as Record<string, unknown>).preferredDates;
  const options = typeof keyword === 'object' && keyword !== null ? (keyword as Record<string, unknown>) : {};
  return {
    day: typeof options.day === 'string' ? options.day : 'day',
    hours: typeof options.hours === 'string' ? options.hours : 'hours',
    ...(typeof options.minDate === 'string' ? { minDate: options.minDate } : {}),
    ...(typeof options.maxDate === 'string' ? { maxDate: options.maxDate } : {}),
  };
}

function SlotField({
  id,
  pointer,
  label,
  children,
}: {
  id: string;
  pointer: string;
  label: string;
  children: (a11y: { invalid: boolean; describedBy: string | undefined }) => ReactNode;
}) {
  const runtime = useEngineRuntime();
  useEffect(() => runtime?.registerField(id, pointer), [runtime, id, pointer]);
  const errors = useFieldErrors(id);
  const invalid = errors.length > 0;
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id}>{label}</chakra.label>
      <FieldError id={id} messages={errors} />
      {children({ invalid, describedBy: describedBy(id, { error: invalid }) })}
    </Stack>
  );
}

export function PreferredDatesWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, schema, registry, disabled, readonly } = props;
  const { t } = useLingui();
  const today = useToday();
  const slots: Slot[] = Array.isArray(value) ? (value as Slot[]) : [];
  const [extraEmptyRow, setExtraEmptyRow] = useState(slots.length === 0);
  const rows: Slot[] = slots.length === 0 || (extraEmptyRow && slots.length === 0) ? [{}] : slots;
  const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : 3;
  const options = keywordOptions(schema);
  const itemSchema = registry.schemaUtils.retrieveSchema((schema.items ?? {}) as RJSFSchema);
  const properties = (itemSchema.properties ?? {}) as Record<string, RJSFSchema>;
  const daySchema = properties[options.day] ?? {};
  const hoursSchema = registry.schemaUtils.retrieveSchema(properties[options.hours] ?? {});
  const hourOptions = (hoursSchema.oneOf ?? []).filter(
    (option): option is RJSFSchema => typeof option === 'object' && option !== null && 'const' in option,
  );
  const minDate = options.minDate ?? today;
  const maxDate = options.maxDate ?? dayjs(today).add(1, 'month').format('YYYY-MM-DD');
  const runtime = useEngineRuntime();
  const basePath = parsePointer(runtime?.pointerOf(id) ?? '');

  const commit = (next: Slot[]) => {
    const stored = next.length > 0 ? next : undefined;
    onChange(stored);
    onBlur(id, stored);
  };
  const updateSlot = (index: number, key: string, part: unknown) => {
    const next = rows.map((slot, slotIndex) => {
      if (slotIndex !== index) return slot;
      const copy = { ...slot };
      if (part === undefined) delete copy[key];
      else copy[key] = part;
      return copy;
    });
    onChange(next);
  };

  return (
    <Stack gap="4" id={id}>
      <chakra.p color="fg.muted" textStyle="sm" id={`${id}__hint`}>
        {t`Dni robocze od ${formatDate(minDate)} do ${formatDate(maxDate)}.`}
      </chakra.p>
      {rows.map((slot, index) => {
        const dayId = `${id}-${index}-${options.day}`;
        const hoursId = `${id}-${index}-${options.hours}`;
        const dayText = isoToDisplay(slot[options.day]);
        return (
          <chakra.fieldset
            // Rows have no identity of their own; the index is what the data and the errors use.
            key={index}
            borderWidth="1px"
            borderColor="border"
            borderRadius="lg"
            p="4"
            m="0"
            minW="0"
          >
            <chakra.legend px="1" fontWeight="semibold">
              {t`Termin ${index + 1}`}
            </chakra.legend>
            <HStack gap="4" align="flex-start" wrap="wrap">
              <SlotField
                id={dayId}
                pointer={toPointer([...basePath, index, options.day])}
                label={typeof daySchema.title === 'string' ? daySchema.title : t`Dzień`}
              >
                {(a11y) => (
                  <HStack gap="2">
                    <chakra.input
                      id={dayId}
                      inputMode="numeric"
                      value={dayText}
                      placeholder={t`DD.MM.RRRR`}
                      disabled={disabled || readonly}
                      aria-invalid={a11y.invalid || undefined}
                      aria-describedby={[`${id}__hint`, a11y.describedBy].filter(Boolean).join(' ')}
                      onChange={(event) =>
                        updateSlot(index, options.day, dateValueOf(formatDateInput(event.target.value)))
                      }
                      onBlur={() => onBlur(id, rows)}
                      css={textControlStyle}
                      w="10rem"
                    />
                    <CalendarButton
                      value={typeof slot[options.day] === 'string' ? String(slot[options.day]) : undefined}
                      min={minDate}
                      max={maxDate}
                      isDateUnavailable={notWorkingDay}
                      disabled={disabled || readonly}
                      label={t`Wybierz dzień terminu ${index + 1} z kalendarza`}
                      onPick={(iso) => updateSlot(index, options.day, iso)}
                    />
                  </HStack>
                )}
              </SlotField>
              <SlotField
                id={hoursId}
                pointer={toPointer([...basePath, index, options.hours])}
                label={typeof hoursSchema.title === 'string' ? hoursSchema.title : t`Godziny`}
              >
                {(a11y) => (
                  <chakra.div w="12rem">
                    <chakra.select
                      id={hoursId}
                      value={typeof slot[options.hours] === 'string' ? String(slot[options.hours]) : ''}
                      aria-invalid={a11y.invalid || undefined}
                      aria-describedby={a11y.describedBy}
                      onChange={(event) => {
                        updateSlot(
                          index,
                          options.hours,
                          event.target.value === '' ? undefined : event.target.value,
                        );
                      }}
                      onBlur={() => onBlur(id, rows)}
                      disabled={disabled || readonly}
                      css={selectControlStyle}
                    >
                      <option value="">{t`Wybierz`}</option>
                      {hourOptions.map((option) => (
                        <option key={String(option.const)} value={String(option.const)}>
                          {optionTitle(hoursSchema, option.const)}
                        </option>
                      ))}
                    </chakra.select>
                  </chakra.div>
                )}
              </SlotField>
              {rows.length > 1 || Object.keys(slot).length > 0 ? (
                <Box alignSelf="flex-end">
                  <Button
                    variant="outline"
                    size="lg"
                    onClick={() => {
                      setExtraEmptyRow(false);
                      commit(rows.filter((_, slotIndex) => slotIndex !== index));
                    }}
                  >
                    {t`Usuń termin ${index + 1}`}
                  </Button>
                </Box>
              ) : null}
            </HStack>
          </chakra.fieldset>
        );
      })}
      {rows.length < maxItems && !disabled && !readonly ? (
        <Box>
          <Button variant="outline" onClick={() => commit([...rows, {}])}>
            {t`Dodaj kolejny termin`}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
