// The field palette: a new field of a chosen kind in the selected step.
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FIELD_KINDS, type FieldKind } from './fieldKinds.ts';

export function FieldPalette({
  stepTitle,
  onAdd,
}: {
  /** The step the fields go to. */
  stepTitle: string | null;
  onAdd: (kind: FieldKind) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="2" as="section" aria-labelledby="paleta-pol">
      <Heading as="h3" size="sm" id="paleta-pol">
        {t`Dodaj pole`}
      </Heading>
      <Text fontSize="xs" color="fg.muted">
        {stepTitle
          ? t`Nowe pole trafi do sekcji zaznaczonego pola w kroku „${stepTitle}”; nazwę zmienisz w schema.json.`
          : t`Wybierz krok albo pole w spisie.`}
      </Text>
      <Flex gap="1" wrap="wrap" role="group" aria-label={t`Rodzaje pól`}>
        {FIELD_KINDS.map((kind) => (
          <Button key={kind.id} size="xs" variant="outline" disabled={!stepTitle} onClick={() => onAdd(kind)}>
            {i18n._(kind.label)}
          </Button>
        ))}
      </Flex>
    </Stack>
  );
}
