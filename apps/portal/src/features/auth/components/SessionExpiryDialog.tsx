// Customer journeys (WCAG 2.2.1 Timing adjustable): the warning before an idle session ends, with the time left,
// "Przedłuż sesję" (focused first; Escape does the same: the customer is here) and "Wyloguj". The
// countdown is not a live region (a reader would hear every second): the description says it once when
// the dialog opens, and the dialog is an alertdialog, announced as it opens.
import { Box, Button, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { AuthDialog } from './AuthDialog.tsx';
import { ClockIcon } from '@portal/ui';

export interface SessionExpiryDialogProps {
  open: boolean;
  /** When the session ends (ms since the epoch, this browser's clock). */
  deadline: number;
  onExtend: () => Promise<void>;
  onLogout: () => void;
}

/** m:ss of the time left. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function SessionExpiryDialog({ open, deadline, onExtend, onLogout }: SessionExpiryDialogProps) {
  const { t } = useLingui();
  const extendRef = useRef<HTMLButtonElement>(null);
  const [now, setNow] = useState(() => Date.now());
  const [extending, setExtending] = useState(false);
  const [failed, setFailed] = useState(false);

  // The root layout gives each warning (each deadline) a fresh dialog, so the clock starts right.
  useEffect(() => {
    if (!open) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    // As the two-factor modal does: the dialog's own initial focus may run before the button is laid out.
    const frame = requestAnimationFrame(() => {
      if (!extendRef.current?.contains(document.activeElement)) extendRef.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const extend = async () => {
    if (extending) return;
    setExtending(true);
    setFailed(false);
    try {
      await onExtend();
    } catch {
      setFailed(true);
    } finally {
      setExtending(false);
    }
  };

  const timeLeft = formatTimeLeft(deadline - now);
  return (
    <AuthDialog
      open={open}
      onClose={() => void extend()}
      role="alertdialog"
      size="sm"
      initialFocusRef={extendRef}
      icon={
        <Box fontSize="3xl" color="brand.fg" aria-hidden="true">
          <ClockIcon />
        </Box>
      }
      title={<Trans>Sesja wkrótce wygaśnie</Trans>}
      description={
        <Trans>
          Nie korzystasz z portalu od dłuższego czasu. Ze względów bezpieczeństwa wylogujemy Cię za{' '}
          <Text as="time" fontWeight="bold" color="fg" fontVariantNumeric="tabular-nums">
            {timeLeft}
          </Text>{' '}
          min. Przedłuż sesję, aby dalej korzystać z portalu.
        </Trans>
      }
      footer={
        <>
          <Button variant="outline" size="lg" disabled={extending} onClick={onLogout}>
            <Trans>Wyloguj</Trans>
          </Button>
          <Button
            ref={extendRef}
            size="lg"
            loading={extending}
            loadingText={t`Przedłużanie…`}
            onClick={() => void extend()}
          >
            <Trans>Przedłuż sesję</Trans>
          </Button>
        </>
      }
    >
      {failed ? (
        <Text role="alert" color="fg.error" fontWeight="semibold" textStyle="sm">
          <Trans>Nie udało się przedłużyć sesji. Sprawdź połączenie z internetem i spróbuj ponownie.</Trans>
        </Text>
      ) : null}
    </AuthDialog>
  );
}
