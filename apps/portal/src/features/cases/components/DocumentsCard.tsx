// portal-spec §2 Case details: the letters to the case (documents-status items: barcode, status,
// registration date, response date, '-' when empty), 3 shown and 3 more each time; hidden when the case
// has the no-letter flag.
import { Box, chakra, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IssueDocumentStatus } from '@portal/api-contract';
import { EMPTY_DATE, formatDate } from '@portal/ui';
import type { ReactNode } from 'react';
import { CollapsibleCard } from './CollapsibleCard.tsx';
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

export function DocumentsCard({ documents }: { documents: readonly IssueDocumentStatus[] }) {
  const { t } = useLingui();
  const count = plural(documents.length, {
    one: '# pismo',
    few: '# pisma',
    many: '# pism',
    other: '# pisma',
  });
  return (
    <CollapsibleCard title={<Trans>Pisma do sprawy</Trans>} meta={count}>
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
            <chakra.dl display="grid" gridTemplateColumns="repeat(2,minmax(0,1fr))" gap="3" m="0">
              <Pair label={<Trans>Kod kreskowy</Trans>}>{document.barcode ?? EMPTY_DATE}</Pair>
              <Pair label={<Trans>Status</Trans>}>{document.status}</Pair>
              <Pair label={<Trans>Data rejestracji</Trans>}>{formatDate(document.registrationDate)}</Pair>
              <Pair label={<Trans>Data odpowiedzi</Trans>}>{formatDate(document.responseDate)}</Pair>
            </chakra.dl>
          )}
        />
      )}
    </CollapsibleCard>
  );
}
