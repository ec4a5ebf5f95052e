// The case details screen's data: GET /api/issues/{id}, loaded by the route before the screen shows;
// refetched after a document was sent (portal-spec §2: it then shows in the letters list). The
// attachment limits come from the frontend config when it is loaded (portal-spec §9).
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { frontendConfigQuery } from '../../../lib/config/frontendConfigQuery.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { dismissIssueNotification, issueDetailsQuery, issueKeys } from '../api/issueQueries.ts';
import { defaultAttachmentLimits, limitsFromConfig } from '../lib/attachments.ts';
import type { Notifier } from '../../../shared/notifications/notifier.ts';
import { IssueDetailsView } from './IssueDetailsView.tsx';

export interface IssueDetailsScreenProps {
  issueId: number;
  notify: Pick<Notifier, 'success' | 'error'>;
  invoicesSlot?: ReactNode;
  paymentsHistorySlot?: ReactNode;
}

export function IssueDetailsScreen({
  issueId,
  notify,
  invoicesSlot,
  paymentsHistorySlot,
}: IssueDetailsScreenProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data: issue } = useSuspenseQuery(issueDetailsQuery(issueId));
  const { data: config } = useQuery(frontendConfigQuery);
  useDocumentTitle(t`Sprawa nr ${issue.number}`);
  const limits = useMemo(() => (config ? limitsFromConfig(config.files) : defaultAttachmentLimits), [config]);
  const onDocumentSent = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: issueKeys.details(issueId) });
  }, [queryClient, issueId]);
  // Every case list held (the header's count among them) and this case are reloaded: the badge drops at once.
  const dismissNotification = useCallback(async () => {
    await dismissIssueNotification(issueId);
    await queryClient.invalidateQueries({ queryKey: issueKeys.all, refetchType: 'all' });
  }, [queryClient, issueId]);
  return (
    <IssueDetailsView
      issue={issue}
      notify={notify}
      invoicesSlot={invoicesSlot}
      paymentsHistorySlot={paymentsHistorySlot}
      onDocumentSent={onDocumentSent}
      limits={limits}
      dismissNotification={dismissNotification}
    />
  );
}
