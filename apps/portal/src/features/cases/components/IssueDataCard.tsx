// portal-spec §2 Case details, left column: the case data, its properties in the order given (§3 Detail
// data labels, then the extra ones), ISO dates shown as DD.MM.YYYY, and the 'send new document' action,
// hidden when the case has the no-letter flag. Labels and values keep their postal codes, numbers with units
// and case numbers on one line (KeepTogether).
import { Box, Button, chakra } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { IssueDetails } from '@portal/api-contract';
import { KeepTogether, SendIcon, DisclosureCard } from '@portal/ui';
import { displayPropertyValue } from '../lib/displayValue.ts';
import { StatusBadge } from './StatusBadge.tsx';

export interface IssueDataCardProps {
  issue: Pick<IssueDetails, 'properties' | 'noLetter'>;
  onSendDocument: () => void;
}

export function IssueDataCard({ issue, onSendDocument }: IssueDataCardProps) {
  return (
    <DisclosureCard
      title={<Trans>Dane sprawy</Trans>}
      footer={
        issue.noLetter ? null : (
          <Button onClick={onSendDocument} size="md">
            <SendIcon />
            <Trans>Wyślij nowe pismo</Trans>
          </Button>
        )
      }
    >
      <chakra.dl m="0">
        {issue.properties.map((property, index) => (
          <Box
            key={`${property.key ?? 'extra'}-${index}`}
            display="grid"
            gridTemplateColumns={{ base: '1fr', sm: 'minmax(0,2fr) minmax(0,3fr)' }}
            columnGap="4"
            rowGap="0.5"
            py="2.5"
            borderTopWidth={index === 0 ? '0' : '1px'}
            borderColor="border.muted"
          >
            <chakra.dt color="fg.muted" textStyle="sm">
              <KeepTogether>{property.label}</KeepTogether>
            </chakra.dt>
            <chakra.dd m="0" fontWeight="medium" wordBreak="break-word">
              {property.key === 'status' ? (
                <StatusBadge status={property.value} />
              ) : (
                <KeepTogether>{displayPropertyValue(property.value)}</KeepTogether>
              )}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </DisclosureCard>
  );
}
