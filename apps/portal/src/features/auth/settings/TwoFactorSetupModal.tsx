// portal-spec §2 Settings, the two-factor setup modal: step 1 install an authenticator app; step 2 scan
// the QR code (the otpauth link) or type the shown secret (in groups of 4, §3) into the app, then enter the
// generated code. §4: fetch the secret, then send secret and code; §5: enable is disabled while the code is
// empty or invalid; §7: 422 means an incorrect code. Resilience (OWASP ASVS 5.0 V7.5.1): the password
// confirms the change too (docs/decisions.md "Two-factor changes").
import { Box, Button, Flex, HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckIcon, ErrorBox, CopyIcon, SmartphoneIcon } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiClientError } from '../../../lib/api/ApiClientError.ts';
import { useAuthPorts } from '../authPorts.tsx';
import { enableMfa } from '../api/accountApi.ts';
import { reauthFailure } from '../api/reauthFailure.ts';
import { AuthDialog } from '../components/AuthDialog.tsx';
import { OneTimeCodeField, useOneTimeCode } from '../components/OneTimeCodeField.tsx';
import { groupSecret, isCompleteTotpCode } from '../lib/totpCode.ts';
import { ConfirmIdentityFields } from './ConfirmIdentityFields.tsx';
import { emptyIdentityProof, isIdentityProofComplete, type IdentityProof } from './identityProof.ts';
import { mfaSecretQuery } from './mfaQueries.ts';
import { QrCode } from './QrCode.tsx';

/** portal-spec §9: the copy confirmation shows for 5 s. */
const COPIED_MS = 5000;

const toasts = {
  enableError: msg`Nie udało się włączyć weryfikacji dwuetapowej. Spróbuj ponownie.`,
  clipboardNotSupported: msg`Ta przeglądarka nie pozwala kopiować. Przepisz klucz ręcznie.`,
  clipboardError: msg`Nie udało się skopiować klucza. Przepisz go ręcznie.`,
};

function StepLabel({ number }: { number: 1 | 2 }) {
  const { t } = useLingui();
  return (
    <Text
      textStyle="sm"
      fontWeight="semibold"
      color="fg.muted"
      textTransform="uppercase"
      letterSpacing="wide"
    >
      {t`Krok ${number} z 2`}
    </Text>
  );
}

export interface TwoFactorSetupModalProps {
  /** A new number for each opening: a fresh secret each time. */
  setupId: number;
  onClose: () => void;
  onEnabled: () => void;
}

export function TwoFactorSetupModal({ setupId, onClose, onEnabled }: TwoFactorSetupModalProps) {
  const { t } = useLingui();
  const ports = useAuthPorts();
  const [step, setStep] = useState<1 | 2>(1);
  const { code, clearError, refuse, field } = useOneTimeCode();
  const [proof, setProof] = useState<IdentityProof>(emptyIdentityProof);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const userName = ports.useSessionView((view) => view.userName);
  const [enabling, setEnabling] = useState(false);
  const [copied, setCopied] = useState(false);
  const nextRef = useRef<HTMLButtonElement>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  // Fetched at once, so the QR code is ready by step 2.
  const secret = useQuery(mfaSecretQuery(setupId));

  useEffect(() => {
    if (step === 2) stepHeadingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copySecret(value: string) {
    if (!navigator.clipboard?.writeText) {
      ports.notify.error(toasts.clipboardNotSupported);
      return;
    }
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      ports.notify.error(toasts.clipboardError);
    }
  }

  const ready = Boolean(secret.data) && isCompleteTotpCode(code) && isIdentityProofComplete(proof);

  async function enable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step !== 2 || !secret.data || !ready || enabling) return;
    setEnabling(true);
    clearError();
    setPasswordError(null);
    try {
      await enableMfa({ secret: secret.data.code, code, password: proof.password });
      onEnabled();
    } catch (failure) {
      setEnabling(false);
      const refused = reauthFailure(failure);
      if (refused === 'locked') {
        // The server ended the session: the locked-account screen replaces everything (portal-spec §2).
        onClose();
        ports.session.clear();
        ports.session.setAccountLocked(true);
      } else if (refused !== null) {
        setPasswordError(t`Hasło jest nieprawidłowe.`);
        passwordRef.current?.focus();
      } else if (isApiClientError(failure) && failure.status === 422) {
        refuse(
          t`Kod jest nieprawidłowy. Sprawdź, czy czas w telefonie ustawia się automatycznie, i wpisz nowy kod z aplikacji.`,
        );
      } else if (!(
        isApiClientError(failure) &&
        (failure.kind === 'unauthorized' || failure.kind === 'too_many_requests')
      )) {
        ports.notify.error(toasts.enableError);
      }
    }
  }

  return (
    <AuthDialog
      open
      onClose={onClose}
      onSubmit={(event) => void enable(event)}
      initialFocusRef={nextRef}
      size="lg"
      title={<Trans>Włącz weryfikację dwuetapową</Trans>}
      footer={
        step === 1 ? (
          <>
            <Button type="button" variant="ghost" size="lg" onClick={onClose}>
              <Trans>Anuluj</Trans>
            </Button>
            <Button ref={nextRef} type="button" size="lg" onClick={() => setStep(2)}>
              <Trans>Dalej</Trans>
            </Button>
          </>
        ) : (
          <>
            <Button type="button" variant="ghost" size="lg" onClick={() => setStep(1)}>
              <Trans>Wstecz</Trans>
            </Button>
            <Button type="submit" size="lg" disabled={!ready} loading={enabling} loadingText={t`Włączanie…`}>
              <Trans>Włącz</Trans>
            </Button>
          </>
        )
      }
    >
      {step === 1 ? (
        <Stack gap="4">
          <StepLabel number={1} />
          <Flex gap="4" align="flex-start">
            <Box fontSize="3xl" color="brand.fg" flexShrink={0} mt="1">
              <SmartphoneIcon />
            </Box>
            <Stack gap="2">
              <Text as="h3" textStyle="lg" fontWeight="bold" color="fg">
                <Trans>Zainstaluj aplikację uwierzytelniającą</Trans>
              </Text>
              <Text color="fg">
                <Trans>
                  Zainstaluj w telefonie aplikację do kodów jednorazowych, np. Google Authenticator, Microsoft
                  Authenticator albo FreeOTP. Znajdziesz ją w sklepie z aplikacjami. Jeśli masz już taką
                  aplikację, przejdź dalej.
                </Trans>
              </Text>
            </Stack>
          </Flex>
        </Stack>
      ) : (
        <Stack gap="5">
          <StepLabel number={2} />
          <Text
            as="h3"
            ref={stepHeadingRef}
            tabIndex={-1}
            textStyle="lg"
            fontWeight="bold"
            color="fg"
            outline="none"
            mt="-3"
          >
            <Trans>Dodaj konto w aplikacji i wpisz kod</Trans>
          </Text>
          {secret.isPending ? (
            <Flex align="center" gap="3" role="status" color="fg.muted" minH="40">
              <Spinner size="sm" color="brand.solid" />
              <Trans>Przygotowujemy klucz…</Trans>
            </Flex>
          ) : secret.isError ? (
            <ErrorBox
              title={<Trans>Nie udało się przygotować klucza</Trans>}
              actions={
                <Button size="sm" variant="outline" onClick={() => void secret.refetch()}>
                  <Trans>Spróbuj ponownie</Trans>
                </Button>
              }
            />
          ) : (
            <Flex
              gap="5"
              direction={{ base: 'column', sm: 'row' }}
              align={{ base: 'center', sm: 'flex-start' }}
            >
              <QrCode
                value={secret.data.link}
                label={t`Kod QR do zeskanowania w aplikacji uwierzytelniającej`}
                size={176}
              />
              <Stack gap="3" flex="1" w="full">
                {/* On a phone the QR code cannot be scanned by the phone itself: the otpauth:// link opens the
                    authenticator app with the key filled in. */}
                <Button asChild hideFrom="md" colorPalette="brand" w="full">
                  <a href={secret.data.link}>
                    <SmartphoneIcon />
                    <Trans>Dodaj klucz w aplikacji na tym telefonie</Trans>
                  </a>
                </Button>
                <Text color="fg">
                  <Trans>
                    Zeskanuj kod QR aplikacją. Nie możesz zeskanować? Wpisz w aplikacji ten klucz:
                  </Trans>
                </Text>
                <HStack gap="2" bg="bg.canvas" borderRadius="md" px="3" py="2" justify="space-between">
                  <Text
                    as="code"
                    fontFamily="mono"
                    fontSize="md"
                    fontWeight="semibold"
                    letterSpacing="wider"
                    wordBreak="break-word"
                    data-testid="mfa-secret"
                  >
                    {groupSecret(secret.data.code)}
                  </Text>
                  <IconButton
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={copied ? t`Skopiowano klucz` : t`Kopiuj klucz`}
                    onClick={() => void copySecret(secret.data.code)}
                  >
                    {copied ? <CheckIcon color="fg.success" /> : <CopyIcon />}
                  </IconButton>
                </HStack>
                <Text srOnly aria-live="polite">
                  {copied ? t`Skopiowano klucz` : ''}
                </Text>
              </Stack>
            </Flex>
          )}
          <OneTimeCodeField {...field} disabled={!secret.data} />
          <ConfirmIdentityFields
            value={proof}
            onChange={(next) => {
              setProof(next);
              if (passwordError) setPasswordError(null);
            }}
            allowCode={false}
            errors={{ password: passwordError }}
            passwordRef={passwordRef}
            email={userName}
            disabled={!secret.data}
          />
        </Stack>
      )}
    </AuthDialog>
  );
}
