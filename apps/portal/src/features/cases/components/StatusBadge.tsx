import { Badge } from '@chakra-ui/react';
import { IssueStatus } from '@portal/api-contract/plain';

const palettes: Record<string, string> = {
  [IssueStatus.submitted]: 'gray',
  [IssueStatus.inProgress]: 'brand',
  [IssueStatus.accepted]: 'green',
  [IssueStatus.completed]: 'green',
  [IssueStatus.canceled]: 'red',
};

/** The colour that repeats a status. */
export function statusPalette(status: string): string {
  return palettes[status] ?? 'orange';
}

/** The Badge's variant and the status tag's own looks (a list resolves them once: IssueCards). */
export const statusBadgeVariant = { variant: 'subtle', size: 'md' } as const;
export const statusBadgeLooks = {
  borderRadius: 'md',
  px: '2.5',
  whiteSpace: 'normal',
  textAlign: 'start',
  lineHeight: '1.3',
  py: '0.5',
} as const;

/** A case status as a tag; the text is the status itself, the colour only repeats it. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={statusPalette(status)} {...statusBadgeVariant} {...statusBadgeLooks}>
      {status}
    </Badge>
  );
}
