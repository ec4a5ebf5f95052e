// The answers filled in the preview, live, the server's verdict on them on demand, and the two
// ways to keep them: as a valid fixture, or as an invalid one declaring the errors the server gives them.
import { Box, Button, Field, Flex, Input, List, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DataVerdict } from '../api.ts';
import type { FixtureKind } from '../fixtures.ts';
import { CodeBlock } from './CodeBlock.tsx';

export interface PreviewDataPanelProps {
  /** The preview's answers, as the wizard keeps them; null before the first change. */
  readonly data: Record<string, unknown> | null;
  /** The field's label at a data path. */
  readonly labelAt: (path: string) => string;
  /** Asks the server for its verdict on `data` (the edited schema's validator). */
  readonly onCheck: () => Promise<DataVerdict>;
  /** Saves `data` as a fixture: resolves to why not (Polish) or null when made. */
  readonly onKeep: (kind: FixtureKind, name: string, description: string) => Promise<string | null>;
}

/** Long labels wrap on a phone instead of running out of the panel. */
const wrapping = {
  whiteSpace: 'normal',
  h: 'auto',
  minH: '8',
  py: '1.5',
  maxW: 'full',
  textAlign: 'start',
} as const;

export function PreviewDataPanel({ data, labelAt, onCheck, onKeep }: PreviewDataPanelProps) {
  const { t } = useLingui();
  const [verdict, setVerdict] = useState<{ data: unknown; result: DataVerdict } | null>(null);
  const [checking, setChecking] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const check = async () => {
    setChecking(true);
    try {
      setVerdict({ data, result: await onCheck() });
      setMessage(null);
    } catch (error) {
      setMessage({ error: true, text: (error as Error).message });
    } finally {
      setChecking(false);
    }
  };
  const keep = async (kind: FixtureKind) => {
    if (!description.trim()) {
      setMessage({ error: true, text: t`Opisz, co pokazuje ten przykład (pole „Opis przykładu”).` });
      return;
    }
    setBusy(true);
    try {
      const refused = await onKeep(kind, name, description.trim());
      setMessage(
        refused
          ? { error: true, text: refused }
          : { error: false, text: t`Dodano przykład: zapisz formularz, aby trafił do repozytorium.` },
      );
      if (!refused) {
        setName('');
        setDescription('');
      }
    } catch (error) {
      setMessage({ error: true, text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  if (!data)
    return (
      <Text color="fg.muted">{t`Wypełnij pola w podglądzie: ich dane pojawią się tutaj na bieżąco.`}</Text>
    );
  const field = (path: string) => labelAt(path) || path || t`cały formularz`;
  return (
    <Stack gap="3">
      <CodeBlock
        id="preview-data-heading"
        heading={t`Dane wypełnione w podglądzie`}
        text={JSON.stringify(data, null, 2)}
        maxH="260px"
        testId="preview-data"
      />
      <Flex gap="2" wrap="wrap" align="center">
        <Button size="sm" variant="outline" loading={checking} onClick={() => void check()}>
          {t`Sprawdź dane na serwerze`}
        </Button>
        {verdict && verdict.data !== data ? (
          <Text fontSize="sm" color="fg.muted">
            {t`Dane zmieniły się od sprawdzenia.`}
          </Text>
        ) : null}
      </Flex>
      {verdict ? (
        <Box role="status" data-testid="server-verdict">
          {verdict.result.errors.length === 0 ? (
            <Text color="green.700" fontWeight="medium">{t`Serwer przyjąłby te dane.`}</Text>
          ) : (
            <>
              <Text color="fg.error" fontWeight="medium">
                {t`Serwer odrzuciłby te dane, błędów: ${verdict.result.errors.length}`}
              </Text>
              <List.Root ps="5" gap="1">
                {verdict.result.errors.map((error) => (
                  <List.Item key={`${error.pointer} ${error.keyword} ${error.message}`}>
                    <Text as="span" fontWeight="medium">
                      {field(error.pointer)}:{' '}
                    </Text>
                    {error.message}
                  </List.Item>
                ))}
              </List.Root>
            </>
          )}
        </Box>
      ) : null}
      <Stack gap="2" borderWidth="1px" borderColor="border" borderRadius="md" p="3">
        <Flex gap="2" wrap="wrap">
          <Field.Root flex="1" minW="180px">
            <Field.Label>{t`Nazwa przykładu`}</Field.Label>
            <Input size="sm" value={name} onChange={(event) => setName(event.currentTarget.value)} />
          </Field.Root>
          <Field.Root flex="2" minW="220px">
            <Field.Label>{t`Opis przykładu`}</Field.Label>
            <Input
              size="sm"
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
          </Field.Root>
        </Flex>
        <Flex gap="2" wrap="wrap">
          <Button {...wrapping} size="sm" variant="outline" loading={busy} onClick={() => void keep('valid')}>
            {t`Zapisz wypełniony podgląd jako przykład poprawny`}
          </Button>
          <Button
            {...wrapping}
            size="sm"
            variant="outline"
            loading={busy}
            onClick={() => void keep('invalid')}
          >
            {t`Zapisz wypełniony podgląd jako przykład niepoprawny (z błędami, które dostaje)`}
          </Button>
        </Flex>
        {message ? (
          <Text role={message.error ? 'alert' : 'status'} color={message.error ? 'fg.error' : 'green.700'}>
            {message.text}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
