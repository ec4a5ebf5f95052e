// "Zaproponuj zmianę": the saved change committed on a new local branch with the message the
// studio wrote from the change report (editable), and the diff the reviewer will see. Nothing is pushed.
import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Proposal } from '../api.ts';
import { CodeBlock } from './CodeBlock.tsx';

export interface ProposePanelProps {
  /** The message written from the change report; replaces the text until the analyst edits it. */
  readonly suggested: string;
  /** Why a proposal cannot be made now (unsaved edits, a failing check), or null. */
  readonly blocked: string | null;
  readonly onPropose: (message: string) => Promise<Proposal>;
}

export function ProposePanel({ suggested, blocked, onPropose }: ProposePanelProps) {
  const { t } = useLingui();
  // The analyst's own text, once they type; until then the suggestion follows the change report.
  const [edited, setEdited] = useState<string | null>(null);
  const message = edited ?? suggested;
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Proposal | null>(null);
  const [error, setError] = useState<string | null>(null);

  const propose = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult(await onPropose(message));
      setEdited(null);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="3">
      <Text color="fg.muted" fontSize="sm">
        {t`Zapisana zmiana trafi jako commit na nową lokalną gałąź (bez wysyłania na serwer). Osoba przeglądająca zobaczy poniższy opis i różnice plików.`}
      </Text>
      <Field.Root>
        <Field.Label>{t`Opis zmiany (wiadomość commita)`}</Field.Label>
        <Textarea
          value={message}
          rows={8}
          fontFamily="mono"
          fontSize="sm"
          onChange={(event) => setEdited(event.currentTarget.value)}
        />
      </Field.Root>
      {blocked ? (
        <Text role="status" color="fg.error">
          {blocked}
        </Text>
      ) : null}
      <Button
        alignSelf="start"
        size="sm"
        colorPalette="brand"
        loading={busy}
        disabled={Boolean(blocked)}
        onClick={() => void propose()}
      >
        {t`Zaproponuj zmianę`}
      </Button>
      {error ? (
        <Text role="alert" color="fg.error">
          {t`Nie zaproponowano: ${error}`}
        </Text>
      ) : null}
      {result?.proposed ? (
        <Stack gap="2" role="status">
          <Text color="green.700" fontWeight="medium">
            {t`Zmiana zatwierdzona na gałęzi ${result.branch ?? ''} (commit ${result.commit ?? ''}, od ${result.base ?? ''}). Wyślij gałąź do przeglądu (git push) albo poproś o to programistę.`}
          </Text>
          <CodeBlock
            id="proposal-diff-heading"
            heading={t`Co zobaczy osoba przeglądająca:`}
            text={result.diff ?? ''}
            maxH="420px"
            testId="proposal-diff"
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
