// portal-spec §2 Settings, the two-factor card: status active or inactive with a turn-on or turn-off
// action; §4 Two-factor setting: enabled through the setup modal, disabled after a confirmation. The resilience work
// (OWASP ASVS 5.0 V7.5.1) replaced the spec's "disable by a call with no body": the confirmation asks for
// the password or a current code (docs/decisions.md "Two-factor changes").
import { Badge, Box, Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, ErrorBox, ShieldCheckIcon } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { isApiClientError } from '../../../lib/api/ApiClientError.ts';
import { useAuthPorts } from '../authPorts.tsx';
import { disableMfa } from '../api/accountApi.ts';
import { reauthFailure } from '../api/reauthFailure.ts';
import { AuthDialog } from '../components/AuthDialog.tsx';
import { ConfirmIdentityFields } from './ConfirmIdentityFields.tsx';
import {
  emptyIdentityProof,
  identityProofBody,
  isIdentityProofComplete,
  type IdentityProof,
} from './identityProof.ts';
import { mfaStatusQuery } from './mfaQueries.ts';

// The setup modal brings the QR code library: loaded when the user starts the setup.
const TwoFactorSetupModal = lazy(() =>
  import('./TwoFactorSetupModal.tsx').then((m) => ({ default: m.TwoFactorSetupModal })),
);

const toasts = {
  enabled: msg`Weryfikacja dwuetapowa została włączona.`,
  disabled: msg`Weryfikacja dwuetapowa została wyłączona.`,
  disableError: msg`Nie udało się wyłączyć weryfikacji dwuetapowej. Spróbuj ponownie.`,
};

export interface TwoFactorCardProps {
  /** Replaces the lazily loaded setup modal (stories and tests). */
  setupModal?: typeof TwoFactorSetupModal;
}

export function TwoFactorCard({ setupModal: SetupModal = TwoFactorSetupModal }: TwoFactorCardProps) {
  const { t } = useLingui();
  const ports = useAuthPorts();
  const queryClient = useQueryClient();
  const status = useQuery(mfaStatusQuery);
  const [setupId, setSetupId] = useState(0);
  const [setupOpen, setSetupOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const [proof, setProof] = useState<IdentityProof>(emptyIdentityProof);
  const [proofErrors, setProofErrors] = useState<{ password?: string; code?: string }>({});
  const actionRef = useRef<HTMLButtonElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const userName = ports.useSessionView((view) => view.userName);

  const enabled = status.data?.enabled === true;

  function openConfirmation() {
    setProof(emptyIdentityProof);
    setProofErrors({});
    setConfirmOpen(true);
  }

  async function disable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabling || !isIdentityProofComplete(proof)) return;
    setDisabling(true);
    setProofErrors({});
    try {
      await disableMfa(identityProofBody(proof));
      queryClient.setQueryData(mfaStatusQuery.queryKey, { enabled: false });
      setConfirmOpen(false);
      ports.notify.success(toasts.disabled);
    } catch (error) {
      const failure = reauthFailure(error);
      if (failure === 'locked') {
        // The server ended the session: the locked-account screen replaces everything (portal-spec §2).
        setConfirmOpen(false);
        ports.session.clear();
        ports.session.setAccountLocked(true);
      } else if (failure === 'incorrectCurrentCode') {
        setProofErrors({ code: t`Kod jest nieprawidłowy lub został już użyty. Wpisz nowy kod z aplikacji.` });
        setProof((current) => ({ ...current, code: '' }));
        codeRef.current?.focus();
      } else if (failure === 'wrongPassword' || failure === 'required') {
        setProofErrors({ password: t`Hasło jest nieprawidłowe.` });
        passwordRef.current?.focus();
      } else if (!(
        isApiClientError(error) &&
        (error.kind === 'unauthorized' || error.kind === 'too_many_requests')
      )) {
        ports.notify.error(toasts.disableError);
      }
    } finally {
      setDisabling(false);
    }
  }

  return (
    <Card
      title={<Trans>Weryfikacja dwuetapowa</Trans>}
      description={
        <Trans>
          Przy logowaniu poza hasłem poprosimy o jednorazowy kod z aplikacji w Twoim telefonie. Nawet jeśli
          ktoś pozna Twoje hasło, nie zaloguje się bez telefonu.
        </Trans>
      }
    >
      <Stack gap="5">
        {status.isPending ? (
          <Flex align="center" gap="3" role="status" color="fg.muted" minH="24">
            <Spinner size="sm" color="brand.solid" />
            <Trans>Sprawdzamy stan weryfikacji dwuetapowej…</Trans>
          </Flex>
        ) : status.isError ? (
          <ErrorBox
            title={<Trans>Nie udało się sprawdzić stanu weryfikacji dwuetapowej</Trans>}
            actions={
              <Button size="sm" variant="outline" onClick={() => void status.refetch()}>
                <Trans>Spróbuj ponownie</Trans>
              </Button>
            }
          />
        ) : (
          <>
            <Flex
              align="center"
              gap="3"
              bg={enabled ? 'bg.success' : 'bg.canvas'}
              borderRadius="lg"
              px="4"
              py="3"
            >
              <Box fontSize="2xl" color={enabled ? 'fg.success' : 'fg.muted'}>
                <ShieldCheckIcon />
              </Box>
              <Text fontWeight="semibold" color="fg">
                <Trans>Stan:</Trans>
              </Text>
              <Badge
                size="lg"
                variant={enabled ? 'solid' : 'outline'}
                colorPalette={enabled ? 'green' : 'gray'}
                data-testid="mfa-status"
              >
                {enabled ? <Trans>Aktywna</Trans> : <Trans>Nieaktywna</Trans>}
              </Badge>
            </Flex>
            {enabled ? (
              <Button
                ref={actionRef}
                variant="outline"
                colorPalette="red"
                size="lg"
                alignSelf={{ base: 'stretch', sm: 'flex-start' }}
                onClick={openConfirmation}
              >
                <Trans>Wyłącz weryfikację dwuetapową</Trans>
              </Button>
            ) : (
              <Button
                ref={actionRef}
                size="lg"
                alignSelf={{ base: 'stretch', sm: 'flex-start' }}
                onClick={() => {
                  setSetupId((id) => id + 1);
                  setSetupOpen(true);
                }}
              >
                <Trans>Włącz weryfikację dwuetapową</Trans>
              </Button>
            )}
          </>
        )}
      </Stack>

      {setupOpen ? (
        <Suspense fallback={null}>
          <SetupModal
            setupId={setupId}
            onClose={() => setSetupOpen(false)}
            onEnabled={() => {
              setSetupOpen(false);
              queryClient.setQueryData(mfaStatusQuery.queryKey, { enabled: true });
              ports.notify.success(toasts.enabled);
            }}
          />
        </Suspense>
      ) : null}

      <AuthDialog
        open={confirmOpen}
        onClose={() => setConfirmOpen(false)}
        onSubmit={(event) => void disable(event)}
        role="alertdialog"
        size="sm"
        initialFocusRef={passwordRef}
        title={<Trans>Wyłączyć weryfikację dwuetapową?</Trans>}
        description={
          <Trans>
            Do logowania wystarczy wtedy samo hasło. Możesz ją w każdej chwili włączyć ponownie – trzeba
            będzie wtedy dodać konto w aplikacji od nowa.
          </Trans>
        }
        footer={
          <>
            <Button type="button" variant="outline" size="lg" onClick={() => setConfirmOpen(false)}>
              <Trans>Zostaw włączoną</Trans>
            </Button>
            <Button
              type="submit"
              colorPalette="red"
              size="lg"
              disabled={!isIdentityProofComplete(proof)}
              loading={disabling}
              loadingText={t`Wyłączanie…`}
            >
              <Trans>Wyłącz</Trans>
            </Button>
          </>
        }
      >
        <ConfirmIdentityFields
          value={proof}
          onChange={(next) => {
            setProof(next);
            if (proofErrors.password || proofErrors.code) setProofErrors({});
          }}
          allowCode
          errors={proofErrors}
          passwordRef={passwordRef}
          codeRef={codeRef}
          email={userName}
        />
      </AuthDialog>
    </Card>
  );
}
