// Data lifecycle (RODO art. 17), "Usuń konto w portalu": the card, and the confirmation that says what ends and
// what stays at the operator, then asks for the password (and, while two-factor authentication is on, a
// code from the app). On success the server has ended every session: the portal forgets its own and shows
// the confirmation page. docs/decisions.md "Erasing a customer".
import { Box, Button, List, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, TrashIcon } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isApiClientError } from '../../../lib/api/ApiClientError.ts';
import { useAuthPorts } from '../authPorts.tsx';
import { closeAccount } from '../api/accountApi.ts';
import { reauthFailure } from '../api/reauthFailure.ts';
import { AuthDialog } from '../components/AuthDialog.tsx';
import { OneTimeCodeField } from '../components/OneTimeCodeField.tsx';
import { PasswordField } from '../components/PasswordField.tsx';
import { authPaths } from '../lib/paths.ts';
import { isCompleteTotpCode } from '../lib/totpCode.ts';
import { mfaStatusQuery } from './mfaQueries.ts';

/** A titled list of what closing the account does. */
function Consequences({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box>
      <Text fontWeight="semibold" color="fg" mb="2">
        {title}
      </Text>
      <List.Root gap="1.5" ps="5" color="fg">
        {children}
      </List.Root>
    </Box>
  );
}

const toasts = {
  failed: msg`Nie udało się usunąć konta. Spróbuj ponownie.`,
};

export function CloseAccountCard() {
  const { t } = useLingui();
  const ports = useAuthPorts();
  const navigate = useNavigate();
  const mfa = useQuery(mfaStatusQuery);
  const ids = { password: useId(), code: useId() };
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const [closing, setClosing] = useState(false);
  const userName = ports.useSessionView((view) => view.userName);

  const needsCode = askCode || mfa.data?.enabled === true;
  const complete = password !== '' && (!needsCode || isCompleteTotpCode(code));

  function openDialog() {
    setPassword('');
    setCode('');
    setErrors({});
    setOpen(true);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (closing || !complete) return;
    setClosing(true);
    setErrors({});
    try {
      await closeAccount({ password, ...(needsCode ? { currentCode: code } : {}) });
    } catch (error) {
      setClosing(false);
      const failure = reauthFailure(error);
      if (failure === 'locked') {
        setOpen(false);
        ports.session.clear();
        ports.session.setAccountLocked(true);
      } else if (failure === 'wrongPassword') {
        setErrors({ password: t`Hasło jest nieprawidłowe.` });
        passwordRef.current?.focus();
      } else if (failure === 'incorrectCurrentCode' || failure === 'required') {
        // 'required': two-factor authentication was turned on elsewhere since this screen loaded.
        setAskCode(true);
        setCode('');
        setErrors({
          code:
            failure === 'required'
              ? t`Podaj kod z aplikacji.`
              : t`Kod jest nieprawidłowy lub został już użyty. Wpisz nowy kod z aplikacji.`,
        });
        requestAnimationFrame(() => codeRef.current?.focus());
      } else if (!(
        isApiClientError(error) &&
        (error.kind === 'unauthorized' || error.kind === 'too_many_requests')
      )) {
        ports.notify.error(toasts.failed);
      }
      return;
    }
    // The server ended every session of the account: forget this one and say what happened.
    setOpen(false);
    ports.session.clear();
    await navigate({ to: authPaths.accountClosed });
  }

  return (
    <Card
      title={<Trans>Usuń konto w portalu</Trans>}
      description={
        <Trans>
          Jeśli nie chcesz już korzystać z portalu, możesz usunąć swoje konto. Sprawy, umowy i faktury
          pozostaną u operatora.
        </Trans>
      }
    >
      <Button
        variant="outline"
        colorPalette="red"
        size="lg"
        alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        w={{ base: 'full', sm: 'auto' }}
        onClick={openDialog}
      >
        <TrashIcon />
        <Trans>Usuń konto w portalu</Trans>
      </Button>

      <AuthDialog
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={(event) => void submit(event)}
        role="alertdialog"
        size="md"
        initialFocusRef={passwordRef}
        title={<Trans>Usunąć konto w portalu?</Trans>}
        description={<Trans>Tego nie można cofnąć. Przeczytaj, co się stanie.</Trans>}
        footer={
          <>
            <Button type="button" variant="outline" size="lg" onClick={() => setOpen(false)}>
              <Trans>Zostaw konto</Trans>
            </Button>
            <Button
              type="submit"
              colorPalette="red"
              size="lg"
              disabled={!complete}
              loading={closing}
              loadingText={t`Usuwanie…`}
            >
              <Trans>Usuń konto</Trans>
            </Button>
          </>
        }
      >
        <Stack gap="5">
          <Consequences title={<Trans>Co się stanie</Trans>}>
            <List.Item>
              <Trans>
                Nie zalogujesz się już do tego konta: hasło i weryfikacja dwuetapowa przestaną działać, a
                wszystkie sesje na wszystkich urządzeniach zostaną zakończone.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                Usuniemy z portalu Twój adres e-mail i dane logowania oraz wiadomości z linkami, które czekają
                na wysłanie.
              </Trans>
            </List.Item>
          </Consequences>
          <Consequences title={<Trans>Co zostaje u operatora</Trans>}>
            <List.Item>
              <Trans>
                Sprawy, umowy, złożone wnioski, faktury i płatności – operator musi je przechowywać zgodnie z
                przepisami.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                Nadal możesz kontaktować się z operatorem w swoich sprawach, także w sprawie usunięcia danych.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>W przyszłości możesz złożyć wniosek o nowe konto, także na ten sam adres e-mail.</Trans>
            </List.Item>
          </Consequences>
          <Text color="fg.muted" textStyle="sm">
            <Trans>Jeśli chcesz zachować kopię swoich danych, pobierz je przed usunięciem konta.</Trans>
          </Text>
          <Stack gap="3">
            <Text color="fg">
              {needsCode ? (
                <Trans>Potwierdź, że to Ty: wpisz hasło do portalu i kod z aplikacji.</Trans>
              ) : (
                <Trans>Potwierdź, że to Ty: wpisz hasło do portalu.</Trans>
              )}
            </Text>
            <input
              type="email"
              name="username"
              autoComplete="username"
              value={userName ?? ''}
              readOnly
              hidden
            />
            <PasswordField
              id={ids.password}
              label={<Trans>Twoje hasło</Trans>}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                if (errors.password) setErrors({});
              }}
              error={errors.password}
              inputRef={passwordRef}
              autoComplete="current-password"
              required
            />
            {needsCode ? (
              <OneTimeCodeField
                id={ids.code}
                value={code}
                onChange={(next) => {
                  setCode(next);
                  if (errors.code) setErrors({});
                }}
                error={errors.code}
                inputRef={codeRef}
              />
            ) : null}
          </Stack>
        </Stack>
      </AuthDialog>
    </Card>
  );
}
