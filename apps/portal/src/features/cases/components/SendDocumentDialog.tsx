// portal-spec §2 Send-document modal: a message textarea, an attachments drop zone, a send button and a
// cancel button on mobile. While sending: the antivirus-scan message (about 30 s with attachments) or the
// 'sending document' message (about 15 s without). Success says the document was passed on for
// implementation and will appear after internal processing. The modal cannot be closed while sending.
// Customer journeys: its errors follow the other forms' pattern: an error summary at the top of the form linking
// to the field, the message beneath the field, and focus on the summary after a refused send.
import {
  Box,
  Button,
  Circle,
  Dialog,
  Field,
  Flex,
  IconButton,
  Portal,
  Spinner,
  Stack,
  Text,
  Textarea,
  useBreakpointValue,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircleIcon, controlChrome, CloseIcon, ModalRoot, SendIcon, ShieldCheckIcon } from '@portal/ui';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { FormErrorSummary, type FormFieldError } from '../../../lib/forms/FormErrorSummary.tsx';
import { DOCUMENT_TEXT_MAX_LENGTH, type SendDocumentForm } from '../hooks/useSendDocumentForm.ts';
import type { AttachmentLimits } from '../lib/attachments.ts';
import { AttachmentsField, useAttachmentListError } from './AttachmentsField.tsx';

export interface SendDocumentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  issueNumber: string;
  form: SendDocumentForm;
  limits: AttachmentLimits;
  /** Customer journeys: the letter was written before the session ended and has been brought back. */
  restored?: boolean;
  /** ...and these of its files were lost with a reload of the page (they must be chosen again). */
  lostFileNames?: readonly string[];
}

export function SendDocumentDialog({
  open,
  onOpenChange,
  issueNumber,
  form,
  limits,
  restored = false,
  lostFileNames = [],
}: SendDocumentDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const textId = useId();
  const pickerId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const listError = useAttachmentListError(form.evaluation.status, limits);
  const { sending, success } = form;
  const textInvalid = form.requiredError || form.textTooLong || form.textUnsafe;
  // Ark ties the error text with aria-errormessage only; screen readers read aria-describedby more widely
  // (it named only the character counter). The error first, then the counter.
  const textDescribedBy = [
    textInvalid ? `field::${textId}::error-text` : null,
    `field::${textId}::helper-text`,
  ]
    .filter(Boolean)
    .join(' ');
  // A whole-screen sheet on a phone. (A responsive size prop would mix both sizes' styles.)
  const size = useBreakpointValue({ base: 'full', md: 'lg' } as const) ?? 'lg';

  useEffect(() => {
    if (success && open) successRef.current?.focus();
  }, [success, open]);

  const close = () => {
    if (!sending) onOpenChange(false);
  };

  // Computed from the current state on every render: a fixed error leaves, a changed one is replaced.
  const summary: FormFieldError[] = [
    ...(form.requiredError
      ? [
          {
            fieldId: textId,
            message: t`Treść pisma: wpisz treść pisma lub dodaj przynajmniej jeden załącznik.`,
          },
        ]
      : form.textTooLong
        ? [
            {
              fieldId: textId,
              message: t`Treść pisma: może mieć najwyżej ${DOCUMENT_TEXT_MAX_LENGTH} znaków.`,
            },
          ]
        : form.textUnsafe
          ? [{ fieldId: textId, message: t`Treść pisma: zawiera niedozwolone znaki sterujące.` }]
          : []),
    ...(listError ? [{ fieldId: pickerId, message: t`Załączniki: ${listError}` }] : []),
  ];

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wasEmpty = !form.text.trim() && form.files.length === 0;
    await form.submit();
    if (wasEmpty) requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const sendingMessage =
    form.sendState === 'sending_files'
      ? t`Trwa skanowanie antywirusowe załączników i wysyłanie pisma. Może to potrwać około 30 sekund.`
      : form.sendState === 'sending_without_files'
        ? t`Trwa wysyłanie pisma. Może to potrwać około 15 sekund.`
        : '';

  return (
    <ModalRoot
      open={open}
      onClose={close}
      size={size}
      placement="center"
      scrollBehavior="inside"
      closeOnEscape={!sending}
      closeOnInteractOutside={!sending}
      initialFocusEl={() => (success ? successRef.current : textareaRef.current)}
    >
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.600" />
        <Dialog.Positioner>
          <Dialog.Content bg="bg.panel" borderRadius={{ base: '0', md: 'xl' }}>
            <Dialog.Header
              borderBottomWidth="1px"
              borderColor="border.muted"
              pe="14"
              display="flex"
              flexDirection="column"
              gap="1"
            >
              <Dialog.Title textStyle="xl" fontWeight="bold" color="brand.fg">
                <Trans>Nowe pismo do sprawy</Trans>
              </Dialog.Title>
              <Dialog.Description color="fg.muted" textStyle="sm">
                <Trans>Sprawa nr {issueNumber}</Trans>
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body py="5">
              {success ? (
                <Stack
                  ref={successRef}
                  tabIndex={-1}
                  role="status"
                  align="center"
                  textAlign="center"
                  gap="3"
                  py="6"
                  outline="none"
                >
                  <Circle size="16" bg="bg.success" color="fg.success" fontSize="3xl">
                    <CheckCircleIcon />
                  </Circle>
                  <Text textStyle="lg" fontWeight="bold" color="fg.success">
                    <Trans>Pismo zostało wysłane</Trans>
                  </Text>
                  <Text color="fg" maxW="md">
                    <Trans>
                      Pismo zostało przekazane do realizacji. Pojawi się w sprawie po wewnętrznym
                      przetworzeniu.
                    </Trans>
                  </Text>
                </Stack>
              ) : (
                // form.submit settles its own failures into the send state.
                <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate>
                  <Stack gap="5">
                    {restored ? (
                      <Box bg="brand.subtle" color="fg" borderRadius="lg" px="4" py="3" textStyle="sm">
                        <Text fontWeight="semibold">
                          <Trans>
                            Przywrócono pismo, które nie zostało wysłane przed zakończeniem sesji.
                          </Trans>
                        </Text>
                        {lostFileNames.length > 0 ? (
                          <Text mt="1">
                            <Trans>
                              Po odświeżeniu strony załączniki trzeba dodać ponownie:{' '}
                              {lostFileNames.join(', ')}.
                            </Trans>
                          </Text>
                        ) : null}
                      </Box>
                    ) : null}
                    <FormErrorSummary ref={summaryRef} errors={summary} />
                    <Field.Root id={textId} invalid={textInvalid} disabled={sending}>
                      <Field.Label fontWeight="semibold">
                        <Trans>Treść pisma</Trans>
                      </Field.Label>
                      <Textarea
                        ref={textareaRef}
                        aria-describedby={textDescribedBy}
                        value={form.text}
                        onChange={(event) => form.setText(event.currentTarget.value)}
                        rows={6}
                        autoresize
                        maxH="16lh"
                        css={controlChrome}
                        placeholder={t`Napisz, czego dotyczy pismo lub dołączane dokumenty.`}
                      />
                      <Flex w="full" justify="space-between" gap="3" align="flex-start">
                        <Field.ErrorText role="alert">
                          {form.requiredError ? (
                            <Trans>Wpisz treść pisma lub dodaj przynajmniej jeden załącznik.</Trans>
                          ) : form.textTooLong ? (
                            <Trans>Treść pisma może mieć najwyżej {DOCUMENT_TEXT_MAX_LENGTH} znaków.</Trans>
                          ) : (
                            <Trans>
                              Treść pisma zawiera niedozwolone znaki sterujące (np. wklejone z innego
                              programu). Usuń je i wyślij ponownie.
                            </Trans>
                          )}
                        </Field.ErrorText>
                        <Field.HelperText
                          ms="auto"
                          color={form.textTooLong ? 'fg.error' : 'fg.muted'}
                          fontVariantNumeric="tabular-nums"
                          whiteSpace="nowrap"
                        >
                          <Trans>
                            Znaki: {form.textLength} / {DOCUMENT_TEXT_MAX_LENGTH}
                          </Trans>
                        </Field.HelperText>
                      </Flex>
                    </Field.Root>
                    <AttachmentsField form={form} limits={limits} inputId={pickerId} />
                  </Stack>
                </form>
              )}
            </Dialog.Body>
            <Dialog.Footer
              borderTopWidth="1px"
              borderColor="border.muted"
              flexDirection="column"
              alignItems="stretch"
              gap="0"
            >
              <Box role="status" aria-live="polite" w="full">
                {sending ? (
                  <Flex
                    gap="3"
                    align="center"
                    bg="brand.subtle"
                    color="brand.fg"
                    borderRadius="lg"
                    px="4"
                    py="3"
                    mb="3"
                  >
                    {form.sendState === 'sending_files' ? (
                      <Box fontSize="2xl" flexShrink={0}>
                        <ShieldCheckIcon />
                      </Box>
                    ) : null}
                    <Spinner size="sm" flexShrink={0} />
                    <Text fontWeight="medium">{sendingMessage}</Text>
                  </Flex>
                ) : null}
              </Box>
              <Flex direction={{ base: 'column-reverse', md: 'row' }} justify="flex-end" gap="3">
                {success ? (
                  <Button onClick={close}>
                    <Trans>Zamknij</Trans>
                  </Button>
                ) : (
                  <>
                    <Button variant="outline" hideFrom="md" disabled={sending} onClick={close}>
                      <Trans>Anuluj</Trans>
                    </Button>
                    <Button
                      type="submit"
                      form={formId}
                      disabled={sending || form.hasErrors}
                      loading={sending}
                      loadingText={t`Wysyłanie…`}
                    >
                      <SendIcon />
                      <Trans>Wyślij pismo</Trans>
                    </Button>
                  </>
                )}
              </Flex>
            </Dialog.Footer>
            <IconButton
              aria-label={t`Zamknij okno`}
              variant="ghost"
              size="sm"
              position="absolute"
              top="3"
              insetEnd="3"
              disabled={sending}
              onClick={close}
            >
              <CloseIcon />
            </IconButton>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </ModalRoot>
  );
}
