// attachments: a drop zone and a file list (applications-spec §5 "Attachments", §9). Before anything is
// uploaded each file is checked with the validation package's evaluateAttachments — at least 1 byte, at
// most 10 MB each, 50 MB in total, jpg/png/pdf/tif (dwg where the schema allows it), no duplicates — and
// shows its own status with the spec's message. A file of a wrong type is listed too, with 'Nieprawidłowy
// format pliku' beside it, and the file's validation error (shown for the list: once) puts it
// beside the picker and in the error summary until the file is removed (a vanishing toast was easy to miss, and on
// a phone it covered the page). The data holds descriptors { id, name, size, type }; the File objects
// wait in the engine's attachment store until the portal sends them as parts `file:<id>`.
import { Badge, Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { showErrorToast } from '@portal/ui';
import {
  ATTACHMENT_FILE_MESSAGES,
  DEFAULT_EXTENSIONS,
  evaluateAttachments,
  MAX_FILE_SIZE,
  MAX_TOTAL_SIZE,
  type AttachmentFileStatus,
  type AttachmentRulesInput,
} from '@portal/validation/browser';
import { formatFileSize } from '@portal/validation/format';
import type { WidgetProps } from '@rjsf/utils';
import { useRef, useState, type DragEvent } from 'react';
import type { AttachmentDescriptor } from '../../form/types.ts';
import {
  attachmentStore,
  collectAttachmentDescriptors,
  isAttachmentDescriptor,
} from '../../files/attachmentStore.ts';
import { useEngineRuntime, useFieldErrors } from '../../runtime/EngineContext.ts';
import { describedBy, hintIdOf } from '../fieldKind.ts';
import { focusAfterRemoval } from '../focusAfterRemoval.ts';
import { useControlProps } from './useControlProps.ts';

export function attachmentRules(schema: Record<string, unknown>): AttachmentRulesInput {
  const keyword = schema.attachments;
  return typeof keyword === 'object' && keyword !== null ? (keyword as AttachmentRulesInput) : {};
}

export function acceptedExtensions(rules: AttachmentRulesInput): string[] {
  const extensions = [...(rules.extensions ?? DEFAULT_EXTENSIONS)].map((extension) =>
    extension.toLowerCase(),
  );
  if (rules.allowDwg && !extensions.includes('dwg')) extensions.push('dwg');
  return extensions;
}

export function AttachmentsWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, schema, disabled, readonly, label } = props;
  const { t } = useLingui();
  const runtime = useEngineRuntime();
  const inputRef = useRef<HTMLInputElement>(null);
  const scopeRef = useRef<HTMLDivElement>(null);
  const pickRef = useRef<HTMLButtonElement>(null);
  const [dragging, setDragging] = useState(false);
  const a11y = useControlProps(props, { hint: true });
  const fieldErrors = useFieldErrors(id);
  const files: AttachmentDescriptor[] = Array.isArray(value) ? value.filter(isAttachmentDescriptor) : [];
  const rules = attachmentRules(schema as Record<string, unknown>);
  const extensions = acceptedExtensions(rules);
  const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : undefined;
  const evaluation = evaluateAttachments(files, rules);
  const otherListsSize = collectAttachmentDescriptors(runtime?.getFormData() ?? {})
    .filter((descriptor) => !files.some((file) => file.id === descriptor.id))
    .reduce((sum, descriptor) => sum + descriptor.size, 0);
  const applicationTooBig = otherListsSize + evaluation.totalSize > (rules.maxTotalSize ?? MAX_TOTAL_SIZE);

  const statusText: Record<Exclude<AttachmentFileStatus, 'ok'>, string> = ATTACHMENT_FILE_MESSAGES;

  const commit = (next: AttachmentDescriptor[]) => {
    const stored = next.length > 0 ? next : undefined;
    onChange(stored);
    onBlur(id, stored);
  };

  const addFiles = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const added: AttachmentDescriptor[] = [];
    for (const file of Array.from(list)) {
      if (maxItems !== undefined && files.length + added.length >= maxItems) {
        showErrorToast(t`Można dodać najwyżej ${maxItems} plików`);
        break;
      }
      added.push(attachmentStore.add(file));
    }
    if (added.length > 0) commit([...files, ...added]);
  };

  const remove = (descriptor: AttachmentDescriptor) => {
    const index = files.findIndex((file) => file.id === descriptor.id);
    attachmentStore.remove(descriptor.id);
    commit(files.filter((file) => file.id !== descriptor.id));
    // The next file's "Usuń", else the previous one's, else "Wybierz pliki" (never the page's body).
    if (scopeRef.current) focusAfterRemoval(scopeRef.current, index, () => pickRef.current);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && !readonly) addFiles(event.dataTransfer.files);
  };

  const accept = extensions.map((extension) => `.${extension}`).join(',');
  const maxFileMb = Math.round((rules.maxFileSize ?? MAX_FILE_SIZE) / (1024 * 1024));
  const maxTotalMb = Math.round((rules.maxTotalSize ?? MAX_TOTAL_SIZE) / (1024 * 1024));
  // Said at once as files are added; once the list's own error says it (the limit is of all the
  // application's files, so the validator says it for every list), not a second time.
  const tooBigText = t`Maksymalny rozmiar wszystkich plików nie może przekraczać ${maxTotalMb} MB`;
  const types = extensions
    .filter((extension) => extension !== 'jpeg' && extension !== 'tiff')
    .map((extension) => extension.toUpperCase())
    .join(', ');

  return (
    <Stack gap="3" maxW="3xl" ref={scopeRef} data-removal-scope="">
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'brand.solid' : a11y.invalid ? 'border.error' : 'border.emphasized'}
        bg={dragging ? 'brand.subtle' : 'bg.panel'}
        borderRadius="lg"
        p={{ base: '4', md: '6' }}
      >
        <Stack gap="2" align={{ base: 'stretch', md: 'flex-start' }}>
          <HStack gap="3" wrap="wrap">
            <Button
              ref={pickRef}
              id={id}
              variant="outline"
              colorPalette="brand"
              disabled={disabled || readonly}
              onClick={() => inputRef.current?.click()}
              aria-describedby={describedBy(id, { hint: true, error: a11y.invalid })}
              // The list's name after the visible words, as one text (a hidden span read "Wybierz pliki :").
              aria-label={t`Wybierz pliki: ${label}`}
            >
              {t`Wybierz pliki`}
            </Button>
            <Text color="fg.muted" display={{ base: 'none', md: 'block' }}>
              {t`albo przeciągnij je tutaj`}
            </Text>
          </HStack>
          <Text id={hintIdOf(id)} color="fg.muted" textStyle="sm">
            {t`Pliki ${types}, każdy do ${maxFileMb} MB, razem do ${maxTotalMb} MB.`}
          </Text>
        </Stack>
        <chakra.input
          ref={inputRef}
          type="file"
          multiple
          accept={accept}
          tabIndex={-1}
          aria-hidden="true"
          display="none"
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
        />
      </Box>
      {applicationTooBig && !fieldErrors.includes(tooBigText) ? (
        <Text color="fg.error" fontWeight="semibold" role="alert">
          {tooBigText}
        </Text>
      ) : null}
      {files.length > 0 ? (
        <chakra.ul listStyleType="none" m="0" p="0" aria-label={t`Dodane pliki: ${label}`}>
          {files.map((file, index) => {
            const status = evaluation.files[index] ?? 'ok';
            return (
              <chakra.li
                key={file.id}
                display="flex"
                flexDirection={{ base: 'column', sm: 'row' }}
                gap="2"
                alignItems={{ base: 'flex-start', sm: 'center' }}
                justifyContent="space-between"
                borderBottomWidth="1px"
                borderColor="border"
                py="2"
              >
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium" wordBreak="break-all">
                    {file.name}
                  </Text>
                  <HStack gap="2">
                    <Text color="fg.muted" textStyle="sm">
                      {formatFileSize(file.size)}
                    </Text>
                    {status === 'ok' ? (
                      <Badge colorPalette="green" variant="subtle">
                        {t`Gotowy do wysłania`}
                      </Badge>
                    ) : (
                      <Text color="fg.error" textStyle="sm" fontWeight="semibold">
                        {statusText[status]}
                      </Text>
                    )}
                  </HStack>
                </Stack>
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  data-remove-item=""
                  onClick={() => remove(file)}
                  disabled={disabled || readonly}
                  aria-label={t`Usuń plik ${file.name}`}
                >
                  {t`Usuń`}
                </Button>
              </chakra.li>
            );
          })}
        </chakra.ul>
      ) : null}
    </Stack>
  );
}
