// A date typed as DD.MM.YYYY (portal-spec §1), whatever the browser's language: a native date input would
// show the browser's own format (mm/dd/yyyy in an English browser) and an English, Sunday-first calendar.
// The calendar button beside it is the Polish date picker (CalendarButton). Used by every date filter.
import { Field, Flex, Input } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';
import { controlChrome } from '../theme/controlChrome.ts';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { CalendarButton } from './CalendarButton.tsx';
import { displayTypedDate, parseTypedDate } from './typedDate.ts';

export interface DateFieldProps {
  label: ReactNode;
  /** Label props (the filters use smaller labels than forms). */
  labelProps?: Field.LabelProps;
  /** 'YYYY-MM-DD' once a full date is typed or picked; the typed text until then; '' when empty. */
  value: string;
  onChange: (value: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  /** An error to show; one about a date still being typed waits until the field is left. */
  error: string | null;
  errorIsIncomplete?: boolean;
  pickerLabel: string;
}

export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  error,
  errorIsIncomplete,
  pickerLabel,
  labelProps,
}: DateFieldProps) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const shownError = error && !(editing && errorIsIncomplete) ? error : null;
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';

  return (
    <Field.Root invalid={shownError !== null}>
      <Field.Label fontWeight="semibold" {...labelProps}>
        {label}
      </Field.Label>
      <Flex w="full" gap="2" position="relative">
        <Input
          recipe={inputRecipe}
          css={controlChrome}
          value={displayTypedDate(value)}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t`DD.MM.RRRR`}
          maxLength={10}
          onFocus={() => setEditing(true)}
          onBlur={() => setEditing(false)}
          onChange={(event) => {
            const text = event.currentTarget.value;
            onChange(text.trim() === '' ? '' : (parseTypedDate(text) ?? text));
          }}
        />
        <CalendarButton
          value={iso}
          min={min}
          max={max}
          label={pickerLabel}
          onPick={(picked) => onChange(picked)}
          fillHeight
        />
      </Flex>
      <Field.ErrorText>{shownError}</Field.ErrorText>
    </Field.Root>
  );
}
