// portal-spec §2 Case details: the letters to the case (documents-status items: barcode, status,
// registration date, response date, '-' when empty), 3 shown and 3 more each time; hidden when the case
// has the no-letter flag. Customer journeys: a letter the customer sent is shown by the start of its text and its
// files (its barcode, given by the operator later, only once it has one), not as 'Kod kreskowy -'.
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IssueDocumentStatus } from '@portal/api-contract';
import { EMPTY_DATE, formatDate, FileIcon, DisclosureCard } from '@portal/ui';
import type { ReactNode } from 'react';
import { formatFileSize } from '@portal/validation/format';
import { ShowMoreList } from './ShowMoreList.tsx';

function Pair({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box>
      <chakra.dt textStyle="xs" color="fg.muted">
        {label}
      </chakra.dt>
      <chakra.dd m="0" textStyle="sm" fontWeight="medium" fontVariantNumeric="tabular-nums">
        {children}
      </chakra.dd>
    </Box>
  );
}

/** How much of a sent letter's text the list shows. */
export const LETTER_EXCERPT_LENGTH = 160;

/** The start of a letter's text: whole words up to LETTER_EXCERPT_LENGTH characters, then an ellipsis. */
export function letterExcerpt(text: string, length = LETTER_EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : flat.slice(0, length)).trimEnd()}…`;
}

function SentLetter({ letter }: { letter: NonNullable<IssueDocumentStatus['sentLetter']> }) {
  return (
    <Box mb="3">
      <Text textStyle="xs" color="fg.muted">
        <Trans>Pismo wysłane przez portal</Trans>
      </Text>
      {letter.text ? (
        <Text textStyle="sm" mt="1" wordBreak="break-word">
          {letterExcerpt(letter.text)}
        </Text>
      ) : (
        <Text textStyle="sm" mt="1" color="fg.muted">
          <Trans>Bez treści, tylko załączniki</Trans>
        </Text>
      )}
      {letter.files.length > 0 ? (
        <Flex mt="2" gap="2" align="flex-start" textStyle="sm">
          <Box as="span" color="brand.fg" flexShrink={0} mt="0.5" aria-hidden="true">
            <FileIcon />
          </Box>
          <Text wordBreak="break-word">
            <Trans>Załączniki:</Trans>{' '}
            {letter.files.map((file) => `${file.name} (${formatFileSize(file.size)})`).join(', ')}
          </Text>
        </Flex>
      ) : null}
    </Box>
  );
}

export function DocumentsCard({ documents }: { documents: readonly IssueDocumentStatus[] }) {
  const { t } = useLingui();
  const count = plural(documents.length, {
    one: '# pismo',
    few: '# pisma',
    many: '# pism',
    other: '# pisma',
  });
  return (
    <DisclosureCard title={<Trans>Pisma do sprawy</Trans>} meta={count}>
      {documents.length === 0 ? (
        <Text color="fg.muted">
          <Trans>Do tej sprawy nie ma jeszcze pism.</Trans>
        </Text>
      ) : (
        <ShowMoreList
          label={t`Pisma do sprawy`}
          items={documents}
          itemKey={(document) => document.id}
          renderItem={(document) => (
            <>
              {document.sentLetter ? <SentLetter letter={document.sentLetter} /> : null}
              <chakra.dl display="grid" gridTemplateColumns="repeat(2,minmax(0,1fr))" gap="3" m="0">
                {document.sentLetter && document.barcode === null ? null : (
                  <Pair label={<Trans>Kod kreskowy</Trans>}>{document.barcode ?? EMPTY_DATE}</Pair>
                )}
                <Pair label={<Trans>Status</Trans>}>{document.status}</Pair>
                <Pair label={<Trans>Data rejestracji</Trans>}>{formatDate(document.registrationDate)}</Pair>
                <Pair label={<Trans>Data odpowiedzi</Trans>}>{formatDate(document.responseDate)}</Pair>
              </chakra.dl>
            </>
          )}
        />
      )}
    </DisclosureCard>
  );
}
