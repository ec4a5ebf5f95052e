// portal-spec §2 Login page: the two-factor modal opens while the session role is ROLE_MFA. A title, a
// description, a six-digit code field, verify and cancel, and a help step: access recovery is offline at a
// customer office and takes 3 working days, with a back link. §5: verify is disabled below 6 digits.
// §8 Second factor: an incorrect code is shown beneath the field ('incorrect_2fa_code'); a locked account
// goes to the locked page; anything else is the login_error toast. An expired two-factor session (401)
// is handled by the API client (the two-factor 'session expired' toast, back to login).
import { Box, Button, Circle, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAuthPorts } from '../authPorts.tsx';
import { isCompleteTotpCode } from '../lib/totpCode.ts';
import { authPaths } from '../lib/paths.ts';
import { cancelSecondFactor, submitSecondFactor } from '../login/loginFlow.ts';
import { AuthDialog } from './AuthDialog.tsx';
import { OneTimeCodeField, useOneTimeCode } from './OneTimeCodeField.tsx';
import { ArrowLeftIcon, BuildingIcon, SmartphoneIcon } from '@portal/ui';

type Step = 'code' | 'help';

export function TwoFactorModal() {
  const { t } = useLingui();
  const ports = useAuthPorts();
  const navigate = useNavigate();
  const { code, inputRef: codeRef, clearError, refuse, field } = useOneTimeCode();
  const helpBackRef = useRef<HTMLButtonElement>(null);
  const [step, setStep] = useState<Step>('code');
  const [verifying, setVerifying] = useState(false);

  // The dialog stays open between the steps; focus follows the step's content.
  const firstStepRender = useRef(true);
  useEffect(() => {
    if (firstStepRender.current) {
      firstStepRender.current = false;
      // The dialog's own initial focus skips fields it cannot see laid out yet (e.g. while its
      // animation starts): make sure the code field has it once the dialog is open.
      const frame = requestAnimationFrame(() => {
        if (!codeRef.current?.contains(document.activeElement)) codeRef.current?.focus();
      });
      return () => cancelAnimationFrame(frame);
    }
    (step === 'help' ? helpBackRef : codeRef).current?.focus();
    return undefined;
  }, [step, codeRef]);

  const cancel = () => {
    void cancelSecondFactor(ports);
  };

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step !== 'code' || !isCompleteTotpCode(code) || verifying) return;
    setVerifying(true);
    clearError();
    const outcome = await submitSecondFactor(ports, code);
    setVerifying(false);
    if (outcome.kind === 'incorrectCode') {
      refuse(
        outcome.alreadyUsed
          ? t`Ten kod został już użyty. Poczekaj, aż aplikacja pokaże następny kod (zmienia się co 30 sekund), i wpisz go.`
          : t`Nieprawidłowy kod. Sprawdź kod w aplikacji i wpisz go ponownie.`,
      );
    } else if (outcome.kind === 'locked') {
      await navigate({ to: authPaths.locked });
      ports.session.setAccountLocked(true);
    } else if (outcome.kind === 'failed') {
      codeRef.current?.focus();
    }
  }

  const helpStep = step === 'help';
  return (
    <AuthDialog
      open
      onClose={cancel}
      onSubmit={(event) => void verify(event)}
      initialFocusRef={codeRef}
      icon={
        <Circle size="12" bg="brand.subtle" color="brand.fg" fontSize="2xl">
          {helpStep ? <BuildingIcon /> : <SmartphoneIcon />}
        </Circle>
      }
      title={helpStep ? <Trans>Nie masz dostępu do aplikacji?</Trans> : <Trans>Weryfikacja dwuetapowa</Trans>}
      description={
        helpStep ? (
          <Trans>
            Jeśli nie masz dostępu do aplikacji uwierzytelniającej, np. po zgubieniu lub wymianie telefonu,
            dostęp do konta odzyskasz tylko osobiście, w Biurze Obsługi Klienta.
          </Trans>
        ) : (
          <Trans>
            Twoje konto jest dodatkowo chronione. Otwórz aplikację uwierzytelniającą w telefonie i wpisz
            wyświetlony w niej kod.
          </Trans>
        )
      }
      footer={
        helpStep ? (
          <Button ref={helpBackRef} variant="outline" size="lg" onClick={() => setStep('code')}>
            <ArrowLeftIcon />
            <Trans>Wróć do wpisywania kodu</Trans>
          </Button>
        ) : (
          <>
            <Button type="button" variant="ghost" size="lg" onClick={cancel}>
              <Trans>Anuluj</Trans>
            </Button>
            <Button
              type="submit"
              size="lg"
              disabled={!isCompleteTotpCode(code)}
              loading={verifying}
              loadingText={t`Weryfikacja…`}
            >
              <Trans>Zweryfikuj</Trans>
            </Button>
          </>
        )
      }
    >
      {helpStep ? (
        <List.Root as="ol" gap="3" ps="5" color="fg">
          <List.Item>
            <Trans>Przyjdź do Biura Obsługi Klienta z dokumentem tożsamości.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Złóż wniosek o wyłączenie weryfikacji dwuetapowej na swoim koncie.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Odzyskanie dostępu trwa do 3 dni roboczych. Potem zalogujesz się samym hasłem, a weryfikację
              dwuetapową możesz włączyć ponownie w ustawieniach konta.
            </Trans>
          </List.Item>
        </List.Root>
      ) : (
        <Stack gap="4">
          <OneTimeCodeField {...field} />
          <Box>
            <Button
              type="button"
              variant="plain"
              px="0"
              h="auto"
              minH="11"
              color="brand.fg"
              fontWeight="medium"
              textDecoration="underline"
              textUnderlineOffset="3px"
              onClick={() => setStep('help')}
            >
              <Trans>Nie masz dostępu do aplikacji?</Trans>
            </Button>
          </Box>
          <Text srOnly aria-live="polite">
            {verifying ? t`Sprawdzamy kod…` : ''}
          </Text>
        </Stack>
      )}
    </AuthDialog>
  );
}
