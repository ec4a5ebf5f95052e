// The one text input every typed widget builds on (text, e-mail, phone, zip code, bank account, identifier,
// power, date): Chakra Input, an optional mask applied as the user types with the caret kept after the same
// digit, an optional unit after the field, empty text stored as undefined (so 'Pole obowiązkowe' shows for
// a cleared required field) and text trimmed on blur (applications-spec §5: text fields are trimmed).
import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { textControlStyle } from '../controlStyles.ts';
import type { WidgetProps } from '@rjsf/utils';
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type FormEvent,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { answerAt } from '@portal/form-model';
import { formats } from '@portal/validation/browser';
import { caretAfterDigits, digitsBefore } from '../../format/digitMask.ts';
import { useEngineRuntime } from '../../runtime/EngineContext.ts';
import { hintIdOf } from '../fieldKind.ts';
import { useControlProps } from './useControlProps.ts';

export interface TextInputBaseProps extends WidgetProps {
  /** Reformats the text as typed; digit-based masks keep the caret after the same digit. */
  readonly format?: ((text: string) => string) | undefined;
  /** The stored value for the text (default: the text, undefined when empty). */
  readonly toValue?: (text: string) => unknown;
  /** The text shown for a stored value (default: the value as text). */
  readonly toText?: (value: unknown) => string;
  readonly inputType?: 'text' | 'email' | 'password' | 'tel';
  readonly inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Identifiers read better in a monospace font (schemas/README.md "Widgets"). */
  readonly monospace?: boolean;
  readonly autoComplete?: string | undefined;
  /** The width the expected value needs, e.g. '8ch' for a zip code. */
  readonly width?: string | undefined;
  readonly unit?: string | undefined;
  /** A format example under the label, e.g. 'Np. 00-950'. */
  readonly hint?: string;
  readonly maxLength?: number;
  readonly onBeforeTextInput?: (event: FormEvent<HTMLInputElement>) => void;
  /** A paste into the field; may refuse it with preventDefault. */
  readonly onPasteText?: (event: ClipboardEvent<HTMLInputElement>) => void;
  /** Keys (single characters) the input refuses, e.g. non-ASCII letters in an e-mail address. */
  readonly refuseKey?: (key: string) => boolean;
  readonly endElement?: ReactNode;
  /** A control beside the field, e.g. the date widget's calendar button. */
  readonly sideElement?: ReactNode;
}

const defaultToText = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value);
const defaultToValue = (text: string): unknown => (text === '' ? undefined : text);
const isEmptyText = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function TextInputBase(props: TextInputBaseProps) {
  const {
    id,
    value,
    disabled,
    readonly,
    autofocus,
    placeholder,
    onChange,
    onBlur,
    onFocus,
    format,
    toValue = defaultToValue,
    toText = defaultToText,
    inputType = 'text',
    inputMode,
    autoComplete,
    width,
    unit,
    hint,
    maxLength,
    onBeforeTextInput,
    onPasteText,
    refuseKey,
    endElement,
    sideElement,
    htmlName,
    monospace,
  } = props;
  const a11y = useControlProps(props, { hint: Boolean(hint) });
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  // While the user types, the input shows its own text at once and hands the value to RJSF in a
  // transition: React paints the keystroke first and recomputes the form afterwards, interruptibly
  // (quality-bar "Keystroke": p95 <= 16 ms). The local text goes when the field loses focus or the value
  // changes from outside.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? toText(value);
  useEffect(() => {
    if (inputRef.current !== document.activeElement) setTyped(null);
  }, [value]);
  // ui:autofocus, honoured when the field mounts with it (an effect rather than autoFocus, which jsx-a11y
  // discourages for being easy to misuse: the wizard itself moves focus to step headings). A form's ui.json
  // does not change while it is shown, so this runs once.
  useEffect(() => {
    if (autofocus) inputRef.current?.focus();
  }, [autofocus]);

  // `ui:options.copyFrom`: a field that appears empty takes the answer at that pointer when it
  // is a valid value for it (the SMS phone takes the mobile number given above on the same step).
  const runtime = useEngineRuntime();
  const copyFrom = props.options.copyFrom;
  useEffect(() => {
    if (typeof copyFrom !== 'string' || !runtime || !isEmptyText(value)) return;
    const source = answerAt(runtime.getFormData(), copyFrom);
    if (typeof source !== 'string' || source.trim() === '') return;
    const format = typeof props.schema.format === 'string' ? props.schema.format : undefined;
    const check = format
      ? (formats as Record<string, ((text: string) => boolean) | undefined>)[format]
      : undefined;
    if (check && !check(source)) return;
    onChange(source);
    // Once, when the field appears: clearing it afterwards is the customer's choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && pendingCaret.current !== null && document.activeElement === input) {
      input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  });

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const raw = event.target.value;
      const caret = event.target.selectionStart ?? raw.length;
      const formatted = format ? format(raw) : raw;
      // Unchanged text keeps the browser's caret; typing at the end stays at the end; an edit in the middle
      // keeps the caret after the same digit (masks insert separators, not digits).
      pendingCaret.current =
        formatted === raw
          ? null
          : caret >= raw.length
            ? formatted.length
            : caretAfterDigits(formatted, digitsBefore(raw, caret));
      setTyped(formatted);
      startTransition(() => onChange(toValue(formatted)));
    },
    [format, onChange, toValue],
  );

  const handleBlur = useCallback(() => {
    const trimmed = text.trim();
    const next = toValue(trimmed);
    if (trimmed !== text || typed !== null) onChange(next);
    setTyped(null);
    onBlur(id, next);
  }, [id, onBlur, onChange, text, typed, toValue]);

  const input = (
    <chakra.input
      ref={inputRef}
      id={id}
      name={htmlName ?? id}
      type={inputType}
      inputMode={inputMode}
      autoComplete={autoComplete ?? 'off'}
      value={text}
      disabled={disabled}
      readOnly={readonly}
      placeholder={placeholder || undefined}
      maxLength={maxLength}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={() => onFocus(id, value)}
      onBeforeInput={onBeforeTextInput}
      onPaste={onPasteText}
      onKeyDown={(event) => {
        if (refuseKey && event.key.length === 1 && refuseKey(event.key)) event.preventDefault();
        // Enter submits the step: hand the typed value over now (urgently), before the submit handler
        // reads the data, instead of in the pending transition.
        if (event.key === 'Enter' && typed !== null) onChange(toValue(typed));
      }}
      aria-invalid={a11y['aria-invalid']}
      aria-describedby={a11y['aria-describedby']}
      aria-required={a11y['aria-required']}
      css={textControlStyle}
      fontFamily={monospace ? 'mono' : undefined}
    />
  );
  return (
    <>
      {hint ? (
        <Text id={hintIdOf(id)} color="fg.muted" textStyle="sm">
          {hint}
        </Text>
      ) : null}
      {unit || endElement || sideElement ? (
        <HStack gap="2" maxW={width ?? 'xl'} w="full">
          <Box flex="1" minW="0" position="relative">
            {input}
            {endElement ? (
              <Box position="absolute" insetEnd="2" top="50%" transform="translateY(-50%)">
                {endElement}
              </Box>
            ) : null}
          </Box>
          {unit ? (
            <Text as="span" color="fg.muted" aria-hidden="true">
              {unit}
            </Text>
          ) : null}
          {sideElement}
        </HStack>
      ) : (
        <Box maxW={width ?? 'xl'} w="full">
          {input}
        </Box>
      )}
    </>
  );
}
