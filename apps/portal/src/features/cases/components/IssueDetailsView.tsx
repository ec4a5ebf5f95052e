// portal-spec §2 Case details: a top bar with the notification (dismissible), the active-invoices card,
// then two columns on wide screens: left the case data (with 'send new document' unless no-letter), the
// contact and the letters to the case (hidden when no-letter); right the status timeline, the case history
// and the payments history. Below md the cards form one ordered stack, the status first.
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { IssueDetails, IssueDocumentStatus } from '@portal/api-contract';
import { HISTORICAL_STATUSES } from '@portal/api-contract/plain';
import { Page, PageHeading } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isApiClientError } from '../../../lib/api/index.ts';
import { useSessionStore } from '../../../shared/session/stores/sessionStore.ts';
import { readLetterDraft, saveLetterDraft } from '../stores/letterDraft.ts';
import { sendIssueDocument, type SendDocumentInput } from '../api/sendIssueDocument.ts';
import { useSendDocumentForm } from '../hooks/useSendDocumentForm.ts';
import { defaultAttachmentLimits, type AttachmentLimits } from '../lib/attachments.ts';
import type { Notifier } from '../../../shared/notifications/notifier.ts';
import { BackLink } from './BackLink.tsx';
import { ContactCard } from './ContactCard.tsx';
import { DocumentsCard } from './DocumentsCard.tsx';
import { HistoryCard } from './HistoryCard.tsx';
import { IssueDataCard } from './IssueDataCard.tsx';
import { NotificationBar } from './NotificationBar.tsx';
import { SendDocumentDialog } from './SendDocumentDialog.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { StatusTimeline } from './StatusTimeline.tsx';
import { useIssueListSearchStore } from '../stores/issueFiltersStore.ts';

export interface IssueDetailsViewProps {
  issue: IssueDetails;
  notify: Pick<Notifier, 'success' | 'error'>;
  /**
   * portal-spec §2: the active-invoices card (shown when active or pending invoices exist), placed under
   * the notification bar across both columns. The invoices feature provides it; the route composes it.
   */
  invoicesSlot?: ReactNode;
  /** portal-spec §2: the payments history (invoice list) with its loader, at the end of the right column. */
  paymentsHistorySlot?: ReactNode;
  /** POST /api/issues/documents/send by default (stories pass a stand-in). */
  send?: (input: SendDocumentInput) => Promise<IssueDocumentStatus>;
  /** After a successful send: the route refetches the case, so the new document shows in the list. */
  onDocumentSent?: (document: IssueDocumentStatus) => void;
  limits?: AttachmentLimits;
  /** Customer journeys: dismisses the notification on the server (for good); without it, only until a reload. */
  dismissNotification?: () => Promise<void>;
}

/** Mobile order of the cards (portal-spec §2 "an ordered stack on mobile"). */
const mobileOrder = { status: 1, data: 2, contact: 3, documents: 4, history: 5, payments: 6 } as const;

export function IssueDetailsView({
  issue,
  notify,
  invoicesSlot,
  paymentsHistorySlot,
  send = sendIssueDocument,
  onDocumentSent,
  limits = defaultAttachmentLimits,
  dismissNotification,
}: IssueDetailsViewProps) {
  const [notificationVisible, setNotificationVisible] = useState(true);
  // Customer journeys: the letter its author was writing when the session ended comes back, in its open dialog.
  const owner = useSessionStore((state) => state.userName);
  const [draft] = useState(() =>
    owner !== null && !issue.noLetter ? readLetterDraft(owner, issue.id) : null,
  );
  const [sendOpen, setSendOpen] = useState(draft?.open ?? false);
  const [restored, setRestored] = useState(draft?.open ?? false);
  const headingRef = useRef<HTMLDivElement>(null);
  const form = useSendDocumentForm({
    issueId: issue.id,
    open: sendOpen,
    limits,
    send,
    onSent: (document) => onDocumentSent?.(document),
    notify,
    ...(draft ? { initial: draft } : {}),
  });
  const { text: draftText, files: draftFiles } = form;
  useEffect(() => {
    // Only while signed in: after an expiry the screen is leaving, and what was kept must stay.
    if (owner === null || issue.noLetter) return;
    saveLetterDraft(owner, issue.id, { text: draftText, files: draftFiles, open: sendOpen });
  }, [owner, issue.id, issue.noLetter, draftText, draftFiles, sendOpen]);
  const historical = HISTORICAL_STATUSES.includes(issue.status);
  // Back to the page and filters the customer came from.
  const lastSearch = useIssueListSearchStore((state) => state.lastSearch);

  return (
    <Page>
      <BackLink
        link={(content) =>
          historical ? (
            <Link to="/lista-spraw-historycznych" search={lastSearch.history}>
              {content}
            </Link>
          ) : (
            <Link to="/lista-spraw" search={lastSearch.open}>
              {content}
            </Link>
          )
        }
      >
        {historical ? <Trans>Wróć do historii spraw</Trans> : <Trans>Wróć do listy spraw</Trans>}
      </BackLink>
      <Box ref={headingRef} tabIndex={-1} outline="none">
        <PageHeading
          title={<Trans>Sprawa nr {issue.number}</Trans>}
          description={
            <Flex as="span" gap="3" align="center" wrap="wrap">
              <Text as="span">{issue.type}</Text>
              <StatusBadge status={issue.status} />
            </Flex>
          }
        />
      </Box>

      {issue.notification && notificationVisible ? (
        <NotificationBar
          message={issue.notification}
          onDismiss={() => {
            setNotificationVisible(false);
            headingRef.current?.focus();
            // Hidden at once; shown again if the server could not dismiss it.
            dismissNotification?.().catch((error: unknown) => {
              setNotificationVisible(true);
              // An ended session or a flood limit has the shell's own toast.
              if (isApiClientError(error) && ['unauthorized', 'too_many_requests'].includes(error.kind))
                return;
              notify.error(msg`Nie udało się ukryć powiadomienia. Spróbuj ponownie za chwilę.`, false);
            });
          }}
        />
      ) : null}

      {invoicesSlot ? <Box mb="6">{invoicesSlot}</Box> : null}

      <Flex direction={{ base: 'column', md: 'row' }} gap="6" align={{ base: 'stretch', md: 'flex-start' }}>
        <Stack gap="6" flex={{ md: '7' }} minW="0" w="full" display={{ base: 'contents', md: 'flex' }}>
          <Box order={{ base: mobileOrder.data, md: 0 }}>
            <IssueDataCard
              issue={issue}
              onSendDocument={() => {
                form.startNew();
                setSendOpen(true);
              }}
            />
          </Box>
          {issue.contact ? (
            <Box order={{ base: mobileOrder.contact, md: 0 }}>
              <ContactCard contact={issue.contact} />
            </Box>
          ) : null}
          {issue.noLetter ? null : (
            <Box order={{ base: mobileOrder.documents, md: 0 }}>
              <DocumentsCard documents={issue.documents} />
            </Box>
          )}
        </Stack>
        <Stack gap="6" flex={{ md: '5' }} minW="0" w="full" display={{ base: 'contents', md: 'flex' }}>
          <Box order={{ base: mobileOrder.status, md: 0 }}>
            <StatusTimeline status={issue.status} statusDescription={issue.statusDescription} />
          </Box>
          <Box order={{ base: mobileOrder.history, md: 0 }}>
            <HistoryCard history={issue.history} />
          </Box>
          {paymentsHistorySlot ? (
            <Box order={{ base: mobileOrder.payments, md: 0 }}>{paymentsHistorySlot}</Box>
          ) : null}
        </Stack>
      </Flex>

      {issue.noLetter ? null : (
        <SendDocumentDialog
          open={sendOpen}
          onOpenChange={(open) => {
            setSendOpen(open);
            if (!open) setRestored(false);
          }}
          issueNumber={issue.number}
          form={form}
          limits={limits}
          restored={restored}
          lostFileNames={restored ? (draft?.lostFileNames ?? []) : []}
        />
      )}
    </Page>
  );
}
