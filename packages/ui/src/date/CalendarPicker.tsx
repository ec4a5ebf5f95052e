// The calendar of the portal's one date picker (portal-spec §1), which CalendarButton loads when it is first
// wanted. It is Chakra's DatePicker (Ark/Zag: a dialog with a grid, arrows move by day and week, PageUp/PageDown by month,
// Home/End within the week, Enter picks, Escape closes and gives focus back to the button) set to Polish:
// month and day names from `Intl` in pl-PL, the week from Monday, every label in Polish. Typing stays in the
// field beside it (the field owns its mask and validation); picking hands the field an ISO 'YYYY-MM-DD'.
// Its styles come with it (the slot recipe is passed here, not registered in the shell's system), so the
// first view does not carry them.
import { chakra, DatePicker, IconButton, parseDate, Portal, VisuallyHidden } from '@chakra-ui/react';
import { datePickerSlotRecipe } from '@chakra-ui/react/theme';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { CalendarButtonProps } from './CalendarButton.tsx';
import { CalendarIcon } from './CalendarIcon.tsx';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Month and day names, and the week from Monday, come from Intl in this locale. */
const LOCALE = 'pl-PL';
/** Today is the user's local day (Zag's default is UTC). */
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A CalendarDate for an ISO day, or undefined for anything else (a date still being typed). */
function calendarDate(value: string | undefined) {
  if (!value || !ISO_DAY.test(value)) return undefined;
  try {
    return parseDate(value);
  } catch {
    return undefined;
  }
}

export interface CalendarPickerProps extends CalendarButtonProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CalendarPicker({
  value,
  onPick,
  min,
  max,
  label,
  disabled,
  isDateUnavailable,
  fillHeight,
  open,
  onOpenChange,
}: CalendarPickerProps) {
  const { t } = useLingui();
  // It is loaded by a press of the button: once here, it opens as that press would have opened it, with
  // the focus on the calendar's day (a picker mounted open would leave the focus behind).
  useEffect(() => onOpenChange(true), [onOpenChange]);
  const selected = calendarDate(value);
  const minDate = calendarDate(min);
  const maxDate = calendarDate(max);

  return (
    <DatePicker.Root
      recipe={datePickerSlotRecipe}
      locale={LOCALE}
      timeZone={TIME_ZONE}
      startOfWeek={1}
      fixedWeeks
      value={selected ? [selected] : []}
      {...(minDate ? { min: minDate } : {})}
      {...(maxDate ? { max: maxDate } : {})}
      disabled={disabled}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      {...(isDateUnavailable
        ? {
            isDateUnavailable: (date: { toString(): string }) =>
              isDateUnavailable(date.toString().slice(0, 10)),
          }
        : {})}
      onValueChange={(details) => {
        const day = details.value[0];
        if (day) onPick(day.toString().slice(0, 10));
      }}
      translations={{
        trigger: (open) => (open ? t`Zamknij kalendarz` : label),
        content: t`Kalendarz`,
        dayCell: (state) =>
          state.unavailable || state.disabled
            ? t`${state.valueText} (niedostępny)`
            : state.selected
              ? t`${state.valueText} (wybrany)`
              : state.valueText,
        prevTrigger: (view) =>
          view === 'day' ? t`Poprzedni miesiąc` : view === 'month' ? t`Poprzedni rok` : t`Poprzednie lata`,
        nextTrigger: (view) =>
          view === 'day' ? t`Następny miesiąc` : view === 'month' ? t`Następny rok` : t`Następne lata`,
        // No label of its own: the button is named by what it shows ('marzec 2026') and a hidden hint
        // (CalendarHeader), so the visible text is part of its name (WCAG 2.5.3).
        viewTrigger: () => '',
        monthSelect: t`Miesiąc`,
        yearSelect: t`Rok`,
        clearTrigger: t`Wyczyść datę`,
        weekColumnHeader: t`Tydz.`,
        weekNumberCell: (week) => t`Tydzień ${week}`,
        placeholder: () => ({ day: t`DD`, month: t`MM`, year: t`RRRR` }),
        presetTrigger: () => t`Wybierz zakres`,
      }}
      // The calendar (six weeks of day cells, the month and year tables) is rendered only while it is open:
      // closed, it cost each screen with a date filter ~40 ms of its first render on a fast machine (#15).
      lazyMount
      unmountOnExit
      width="auto"
      flexShrink={0}
      {...(fillHeight ? { alignSelf: 'stretch' } : {})}
    >
      <DatePicker.Control {...(fillHeight ? { h: 'full' } : {})}>
        <DatePicker.Trigger asChild>
          <IconButton
            {...(fillHeight ? { h: 'full', w: 'auto', aspectRatio: 'square' } : {})}
            variant="outline"
            borderColor="border.emphasized"
            bg="bg.panel"
            color="fg"
            disabled={disabled}
          >
            <CalendarIcon />
          </IconButton>
        </DatePicker.Trigger>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day">
              <CalendarHeader hint={t`wybierz miesiąc`} />
              <DatePicker.Context>
                {(picker) => (
                  <DatePicker.Table>
                    <DatePicker.TableHead>
                      <DatePicker.TableRow>
                        {picker.weekDays.map((weekDay) => (
                          <DatePicker.TableHeader key={weekDay.long} abbr={weekDay.long}>
                            <chakra.span aria-hidden="true">{weekDay.short.replace(/\.$/, '')}</chakra.span>
                          </DatePicker.TableHeader>
                        ))}
                      </DatePicker.TableRow>
                    </DatePicker.TableHead>
                    <DatePicker.TableBody>
                      {picker.weeks.map((week) => (
                        <DatePicker.TableRow key={week[0]?.toString()}>
                          {week.map((day) => (
                            <DatePicker.TableCell key={day.toString()} value={day}>
                              <DatePicker.TableCellTrigger>{day.day}</DatePicker.TableCellTrigger>
                            </DatePicker.TableCell>
                          ))}
                        </DatePicker.TableRow>
                      ))}
                    </DatePicker.TableBody>
                  </DatePicker.Table>
                )}
              </DatePicker.Context>
            </DatePicker.View>
            <DatePicker.View view="month">
              <CalendarHeader hint={t`wybierz rok`} />
              <DatePicker.MonthTable format="long" columns={3} />
            </DatePicker.View>
            <DatePicker.View view="year">
              <CalendarHeader />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}

/** The previous and next buttons and, between them, the month (or year) shown, which switches the view. */
function CalendarHeader({ hint }: { hint?: string }) {
  return (
    <DatePicker.ViewControl>
      <DatePicker.PrevTrigger />
      <DatePicker.ViewTrigger>
        <DatePicker.RangeText />
        {hint ? <VisuallyHidden>, {hint}</VisuallyHidden> : null}
      </DatePicker.ViewTrigger>
      <DatePicker.NextTrigger />
    </DatePicker.ViewControl>
  );
}
