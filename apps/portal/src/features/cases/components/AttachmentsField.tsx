// portal-spec §5 Send document, attachments: a drop zone and a picker; each file with its name, size and
// status; a size over the limit in an error style; the first error of the list displayed (and announced).
import { Box, chakra, Flex, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircleIcon, FileIcon, focusRing, TrashIcon, UploadIcon } from '@portal/ui';
import {
  ATTACHMENT_FILE_MESSAGES,
  type AttachmentFileStatus,
  type AttachmentListStatus,
} from '@portal/validation/browser';
import { formatFileSize } from '@portal/validation/format';
import { useId, useState, type DragEvent } from 'react';
import type { SendDocumentForm } from '../hooks/useSendDocumentForm.ts';
import { acceptAttribute, type AttachmentLimits } from '../lib/attachments.ts';

export interface AttachmentsFieldProps {
  form: Pick<SendDocumentForm, 'files' | 'addFiles' | 'removeFile' | 'evaluation' | 'sending' | 'sendState'>;
  limits: AttachmentLimits;
  /** The picker's id, for the error summary's link; generated when not given. */
  inputId?: string;
}

/** The list's first error as shown beside the picker (and in the dialog's error summary), or null. */
export function useAttachmentListError(
  status: AttachmentListStatus,
  limits: AttachmentLimits,
): string | null {
  const { t } = useLingui();
  const maxFile = formatFileSize(limits.maxFileSize);
  const maxTotal = formatFileSize(limits.maxTotalSize);
  switch (status) {
    case 'hasTooSmallFile':
      return t`Jeden z plików jest pusty. Usuń go z listy.`;
    case 'hasTooBigFile':
      return t`Plik może mieć najwyżej ${maxFile}. Usuń za duży plik z listy.`;
    case 'hasInvalidFormat':
      return t`Nieprawidłowy format pliku. Usuń ten plik z listy.`;
    case 'fileAlreadyExists':
      return t`Ten plik został już dodany. Usuń powtórzony plik z listy.`;
    case 'filesTooBig':
      return t`Wszystkie pliki razem mogą mieć najwyżej ${maxTotal}. Usuń część plików.`;
    default:
      return null;
  }
}

export function AttachmentsField({ form, limits, inputId: givenInputId }: AttachmentsFieldProps) {
  const { t } = useLingui();
  const generatedInputId = useId();
  const inputId = givenInputId ?? generatedInputId;
  const hintId = useId();
  const errorId = useId();
  const [dragging, setDragging] = useState(false);
  const { files, evaluation, sending } = form;
  const maxFile = formatFileSize(limits.maxFileSize);
  const maxTotal = formatFileSize(limits.maxTotalSize);
  const allowed = limits.extensions.map((extension) => extension.toUpperCase()).join(', ');

  const listError = useAttachmentListError(evaluation.status, limits);

  const fileStatusText = (status: AttachmentFileStatus): string => {
    switch (status) {
      case 'ok':
        return form.sendState === 'sending_files' ? t`Sprawdzanie i wysyłanie…` : t`Gotowy do wysłania`;
      case 'tooBig':
        return `${ATTACHMENT_FILE_MESSAGES.tooBig} ${t`(najwyżej ${maxFile})`}`;
      default:
        // One wording with the wizard and the server.
        return ATTACHMENT_FILE_MESSAGES[status];
    }
  };

  const onDrag = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (sending) return;
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!sending) form.addFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Stack gap="3">
      <Text fontWeight="semibold" id={`${inputId}-title`}>
        <Trans>Załączniki</Trans>{' '}
        <Text as="span" fontWeight="normal" color="fg.muted">
          <Trans>(opcjonalnie)</Trans>
        </Text>
      </Text>
      <Flex
        direction="column"
        align="center"
        textAlign="center"
        gap="2"
        px="4"
        py="5"
        borderWidth="2px"
        borderStyle="dashed"
        borderRadius="lg"
        borderColor={dragging ? 'brand.solid' : 'border.emphasized'}
        bg={dragging ? 'brand.subtle' : 'bg.subtle'}
        opacity={sending ? 0.6 : 1}
        transition="background 0.15s, border-color 0.15s"
        onDragEnter={onDrag}
        onDragOver={onDrag}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
      >
        <Box fontSize="2xl" color="brand.fg">
          <UploadIcon />
        </Box>
        <Text textStyle="sm" hideBelow="md">
          <Trans>Przeciągnij i upuść pliki tutaj albo</Trans>
        </Text>
        <chakra.input
          id={inputId}
          className="peer"
          type="file"
          multiple
          accept={acceptAttribute(limits)}
          disabled={sending}
          aria-describedby={listError ? `${hintId} ${errorId}` : hintId}
          srOnly
          onChange={(event) => {
            const picked = Array.from(event.currentTarget.files ?? []);
            // Cleared, so that picking the same file again is noticed (and reported as a duplicate).
            event.currentTarget.value = '';
            form.addFiles(picked);
          }}
        />
        <chakra.label
          htmlFor={inputId}
          display="inline-flex"
          alignItems="center"
          gap="2"
          minH="10"
          px="4"
          borderRadius="md"
          borderWidth="1px"
          borderColor="brand.solid"
          bg="bg.panel"
          color="brand.fg"
          fontWeight="semibold"
          cursor={sending ? 'not-allowed' : 'pointer'}
          _hover={sending ? {} : { bg: 'brand.subtle' }}
          _peerFocusVisible={focusRing('2px')}
        >
          <FileIcon />
          <Trans>Dodaj załączniki</Trans>
        </chakra.label>
        <Text id={hintId} textStyle="xs" color="fg.muted">
          <Trans>
            Pliki {allowed}. Każdy plik najwyżej {maxFile}, wszystkie razem najwyżej {maxTotal}.
          </Trans>
        </Text>
      </Flex>

      {files.length > 0 ? (
        <chakra.ul
          aria-label={t`Dodane załączniki`}
          listStyleType="none"
          m="0"
          p="0"
          display="flex"
          flexDirection="column"
          gap="2"
        >
          {files.map((file, index) => {
            const status = evaluation.files[index] ?? 'ok';
            const bad = status !== 'ok';
            return (
              <chakra.li
                key={`${file.name}-${file.size}-${index}`}
                display="flex"
                alignItems="center"
                gap="3"
                px="3"
                py="2"
                borderWidth="1px"
                borderRadius="md"
                borderColor={bad ? 'border.error' : 'border.muted'}
                bg={bad ? 'bg.error' : 'bg.panel'}
              >
                <Box fontSize="xl" color={bad ? 'fg.error' : 'brand.fg'} flexShrink={0}>
                  <FileIcon />
                </Box>
                <Box flex="1" minW="0">
                  <Text fontWeight="medium" textStyle="sm" wordBreak="break-all">
                    {file.name}
                  </Text>
                  <Flex textStyle="xs" gap="2" wrap="wrap" align="center">
                    <Text
                      as="span"
                      color={status === 'tooBig' || status === 'empty' ? 'fg.error' : 'fg.muted'}
                      fontWeight={status === 'tooBig' || status === 'empty' ? 'bold' : 'normal'}
                      fontVariantNumeric="tabular-nums"
                    >
                      {formatFileSize(file.size)}
                    </Text>
                    <Text as="span" aria-hidden="true" color="fg.muted">
                      ·
                    </Text>
                    <Flex
                      as="span"
                      gap="1"
                      align="center"
                      color={bad ? 'fg.error' : 'fg.success'}
                      fontWeight={bad ? 'semibold' : 'normal'}
                    >
                      {form.sendState === 'sending_files' && !bad ? (
                        <Spinner size="xs" />
                      ) : !bad ? (
                        <CheckCircleIcon />
                      ) : null}
                      {fileStatusText(status)}
                    </Flex>
                  </Flex>
                </Box>
                <IconButton
                  aria-label={t`Usuń plik ${file.name}`}
                  variant="ghost"
                  size="sm"
                  color="fg.muted"
                  disabled={sending}
                  onClick={() => form.removeFile(index)}
                >
                  <TrashIcon />
                </IconButton>
              </chakra.li>
            );
          })}
        </chakra.ul>
      ) : null}

      {files.length > 0 ? (
        <Text
          textStyle="sm"
          color={evaluation.status === 'filesTooBig' ? 'fg.error' : 'fg.muted'}
          fontWeight={evaluation.status === 'filesTooBig' ? 'bold' : 'normal'}
        >
          <Trans>
            Razem: {formatFileSize(evaluation.totalSize)} z {maxTotal}
          </Trans>
        </Text>
      ) : null}

      <Box id={errorId} role="alert" color="fg.error" fontWeight="semibold" textStyle="sm">
        {listError}
      </Box>
    </Stack>
  );
}
