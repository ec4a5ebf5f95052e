// portal-spec §2 Error pages and §5: the report has a message of at most 1024 characters (from the
// frontend config), submit is disabled while errors exist, and a thank-you message follows a sent report.
import { Box, Button, Field, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ErrorReport } from '@portal/api-contract';
import { CheckCircleIcon, controlChrome, ErrorBox, focusRing } from '@portal/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { sendErrorReport } from '../api/sendErrorReport.ts';

export interface ReportErrorFormProps {
  code: string;
  maxLength: number;
  onCancel: () => void;
  /** Sends the report; POST /api/report-error by default. */
  send?: (report: ErrorReport) => Promise<void>;
}

type Status = 'editing' | 'sending' | 'failed' | 'sent';

export function ReportErrorForm({ code, maxLength, onCancel, send = sendErrorReport }: ReportErrorFormProps) {
  const { t } = useLingui();
  const headingId = useId();
  const [info, setInfo] = useState('');
  const [status, setStatus] = useState<Status>('editing');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);

  const length = info.length;
  const excess = length - maxLength;
  const tooLong = excess > 0;

  useEffect(() => {
    textareaRef.current?.focus();
  }, []);

  useEffect(() => {
    if (status === 'sent') thanksRef.current?.focus();
  }, [status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (tooLong || status === 'sending') return;
    setStatus('sending');
    try {
      await send({ code, info: info.trim() });
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  }

  if (status === 'sent') {
    return (
      <Flex
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        gap="3"
        align="flex-start"
        bg="bg.success"
        color="fg.success"
        borderRadius="lg"
        p="4"
        outline="none"
        _focusVisible={focusRing('2px')}
      >
        <Box fontSize="xl" flexShrink={0} mt="0.5">
          <CheckCircleIcon />
        </Box>
        <Stack gap="1">
          <Text fontWeight="semibold">
            <Trans>Dziękujemy za zgłoszenie błędu.</Trans>
          </Text>
          <Text color="fg">
            <Trans>Przekazaliśmy je zespołowi technicznemu razem z kodem błędu {code}.</Trans>
          </Text>
        </Stack>
      </Flex>
    );
  }

  const maxText = plural(maxLength, { one: '# znak', few: '# znaki', many: '# znaków', other: '# znaku' });
  const excessText = plural(excess, { one: '# znak', few: '# znaki', many: '# znaków', other: '# znaku' });

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      bg="bg.canvas"
      p={{ base: '4', md: '6' }}
    >
      {/* onSubmit turns a failed send into the "failed" status itself. */}
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="4">
          <Stack gap="1">
            <Heading as="h2" id={headingId} textStyle="xl" fontWeight="bold" color="brand.fg">
              <Trans>Zgłoś błąd</Trans>
            </Heading>
            <Text color="fg.muted">
              <Trans>
                Opisz, co się działo przed wystąpieniem błędu. Kod błędu {code} dołączymy do zgłoszenia.
              </Trans>
            </Text>
          </Stack>

          <Field.Root invalid={tooLong}>
            <Field.Label fontWeight="semibold">
              <Trans>Opis problemu</Trans>
            </Field.Label>
            <Textarea
              ref={textareaRef}
              value={info}
              onChange={(event) => setInfo(event.target.value)}
              rows={5}
              autoresize
              maxH="20lh"
              css={controlChrome}
              placeholder={t`Np. kliknąłem „Zapłać” przy fakturze i strona przestała odpowiadać.`}
            />
            <Flex w="full" justify="space-between" gap="3" align="flex-start">
              <Field.ErrorText aria-live="polite">
                <Trans>
                  Opis może mieć najwyżej {maxText}. Usuń {excessText}.
                </Trans>
              </Field.ErrorText>
              <Field.HelperText
                ms="auto"
                color={tooLong ? 'fg.error' : 'fg.muted'}
                fontVariantNumeric="tabular-nums"
                whiteSpace="nowrap"
              >
                <Trans>
                  Znaki: {length} / {maxLength}
                </Trans>
              </Field.HelperText>
            </Flex>
          </Field.Root>

          {status === 'failed' ? (
            <ErrorBox title={<Trans>Nie udało się wysłać zgłoszenia</Trans>}>
              <Trans>Spróbuj ponownie za chwilę.</Trans>
            </ErrorBox>
          ) : null}

          <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
            <Button
              type="submit"
              size="lg"
              disabled={tooLong}
              loading={status === 'sending'}
              loadingText={t`Wysyłanie…`}
            >
              <Trans>Wyślij zgłoszenie</Trans>
            </Button>
            <Button type="button" size="lg" variant="ghost" onClick={onCancel}>
              <Trans>Anuluj</Trans>
            </Button>
          </Flex>
        </Stack>
      </form>
    </Box>
  );
}
