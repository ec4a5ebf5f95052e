// What happens after submitting, from portal-spec §2 Application sent: the confirmation link from the
// e-mail is valid 24 hours, and status changes go by SMS to the given phone.
import { Circle, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const steps = [
  {
    title: msg`Wypełnij wniosek`,
    text: msg`Wybierz rodzaj sprawy i wypełnij formularz krok po kroku. Dołącz wymagane dokumenty.`,
  },
  {
    title: msg`Potwierdź wniosek`,
    text: msg`Kliknij link z wiadomości e-mail, którą od nas dostaniesz. Link jest ważny 24 godziny.`,
  },
  {
    title: msg`Śledź sprawę`,
    text: msg`O zmianie statusu poinformujemy Cię SMS-em, a szczegóły sprawy sprawdzisz w portalu.`,
  },
];

export function HowItWorks() {
  const { i18n } = useLingui();
  return (
    <Stack as="section" gap="6" aria-labelledby="how-it-works">
      <Heading
        as="h2"
        id="how-it-works"
        textStyle={{ base: 'xl', md: '2xl' }}
        fontWeight="bold"
        color="brand.fg"
      >
        <Trans>Jak to działa</Trans>
      </Heading>
      <SimpleGrid
        as="ol"
        columns={{ base: 1, md: 3 }}
        gap={{ base: '4', md: '6' }}
        listStyleType="none"
        p="0"
        m="0"
      >
        {steps.map((step, index) => (
          <Stack
            as="li"
            key={step.title.id}
            direction={{ base: 'row', md: 'column' }}
            gap="4"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="xl"
            p={{ base: '5', md: '6' }}
          >
            <Circle
              size="10"
              bg="brand.solid"
              color="brand.contrast"
              fontWeight="bold"
              flexShrink={0}
              aria-hidden="true"
            >
              {index + 1}
            </Circle>
            <Stack gap="1">
              <Heading as="h3" textStyle="lg" fontWeight="semibold" color="fg">
                {i18n._(step.title)}
              </Heading>
              <Text color="fg.muted">{i18n._(step.text)}</Text>
            </Stack>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
