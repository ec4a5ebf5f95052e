import { Badge } from '@chakra-ui/react';
import { IssueStatus } from '../lib/issueStatus.ts';

const palettes: Record<string, string> = {
  [IssueStatus.submitted]: 'gray',
  [IssueStatus.inProgress]: 'brand',
  [IssueStatus.accepted]: 'green',
  [IssueStatus.completed]: 'green',
  [IssueStatus.canceled]: 'red',
};

/** A case status as a tag; the text is the status itself, the colour only repeats it. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge
      colorPalette={palettes[status] ?? 'orange'}
      variant="subtle"
      size="md"
      borderRadius="md"
      px="2.5"
      whiteSpace="normal"
      textAlign="start"
      lineHeight="1.3"
      py="0.5"
    >
      {status}
    </Badge>
  );
}
