// A date typed as DD.MM.YYYY (portal-spec §1), whatever the browser's language: a native date input would
// show the browser's own format (mm/dd/yyyy in an English browser). The calendar button opens the
// browser's date picker of a hidden native input, so picking stays native and accessible too.
import { Box, Field, Flex, IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import { displayTypedDate, parseTypedDate } from '../lib/issueFilters.ts';
import { TextInput } from './controls.tsx';
import { CalendarIcon } from './icons.tsx';

export interface DateFieldProps {
  label: ReactNode;
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

const canShowPicker = typeof HTMLInputElement !== 'undefined' && 'showPicker' in HTMLInputElement.prototype;

export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  error,
  errorIsIncomplete,
  pickerLabel,
}: DateFieldProps) {
  const { t } = useLingui();
  const pickerRef = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState(false);
  const shownError = error && !(editing && errorIsIncomplete) ? error : null;
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';

  return (
    <Field.Root invalid={shownError !== null}>
      <Field.Label fontWeight="semibold">{label}</Field.Label>
      <Flex w="full" gap="2" position="relative">
        <TextInput
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
        {canShowPicker ? (
          <Box position="relative" flexShrink={0}>
            <IconButton
              aria-label={pickerLabel}
              variant="outline"
              borderColor="border.emphasized"
              onClick={() => {
                try {
                  pickerRef.current?.showPicker();
                } catch {
                  // Some browsers refuse without a fresh user gesture; typing still works.
                }
              }}
            >
              <CalendarIcon />
            </IconButton>
            <input
              ref={pickerRef}
              type="date"
              tabIndex={-1}
              aria-hidden="true"
              value={iso}
              min={min}
              max={max}
              onChange={(event) => onChange(event.currentTarget.value)}
              style={{
                position: 'absolute',
                inset: 0,
                opacity: 0,
                pointerEvents: 'none',
                width: '100%',
                height: '100%',
              }}
            />
          </Box>
        ) : null}
      </Flex>
      <Field.ErrorText>{shownError}</Field.ErrorText>
    </Field.Root>
  );
}
