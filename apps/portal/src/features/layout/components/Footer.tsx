import { Box, Container, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PhoneIcon } from '@portal/ui';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BrandMark } from './BrandMark.tsx';

/** Data lifecycle: the documents every page links to (the forms' statements point to the first two). */
function DocumentLinks() {
  const { t } = useLingui();
  const links: {
    to: '/ochrona-danych-osobowych' | '/regulamin' | '/deklaracja-dostepnosci';
    label: ReactNode;
  }[] = [
    { to: '/ochrona-danych-osobowych', label: <Trans>Ochrona danych osobowych</Trans> },
    { to: '/regulamin', label: <Trans>Regulamin portalu</Trans> },
    { to: '/deklaracja-dostepnosci', label: <Trans>Deklaracja dostępności</Trans> },
  ];
  return (
    <Box
      as="nav"
      aria-label={t`Informacje o portalu`}
      borderTopWidth="1px"
      borderColor="whiteAlpha.300"
      mt="6"
      pt="5"
    >
      <Flex
        as="ul"
        listStyleType="none"
        wrap="wrap"
        columnGap="6"
        rowGap="2"
        direction={{ base: 'column', sm: 'row' }}
      >
        {links.map((link) => (
          <li key={link.to}>
            <Link
              asChild
              color="white"
              fontSize="sm"
              textDecoration="underline"
              _hover={{ textDecoration: 'none' }}
              focusRingColor="accent.solid"
            >
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </Link>
          </li>
        ))}
      </Flex>
    </Box>
  );
}

/** 991 is the national emergency number for power failures in Poland. */
const EMERGENCY_NUMBER = '991';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="brand.900" color="white" mt="auto">
      <Container maxW="6xl" px={{ base: '4', sm: '6', md: '8' }} py={{ base: '8', md: '10' }}>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          gap="6"
          align={{ md: 'center' }}
        >
          <Flex align="center" gap="3">
            <BrandMark size={32} />
            <Stack gap="0">
              <Text fontWeight="bold">
                <Trans>Portal Klienta</Trans>
              </Text>
              <Text fontSize="sm" color="gray.200">
                <Trans>© {year} Operator Systemu Dystrybucyjnego</Trans>
              </Text>
            </Stack>
          </Flex>
          <Stack gap="1" align={{ md: 'flex-end' }}>
            <Text fontSize="sm" color="gray.200">
              <Trans>Awaria sieci lub brak prądu? Pogotowie energetyczne, całą dobę:</Trans>
            </Text>
            <Link
              href={`tel:${EMERGENCY_NUMBER}`}
              color="white"
              fontWeight="bold"
              fontSize="xl"
              textDecoration="none"
              _hover={{ textDecoration: 'underline' }}
              focusRingColor="accent.solid"
            >
              <PhoneIcon />
              {EMERGENCY_NUMBER}
            </Link>
          </Stack>
        </Flex>
        <DocumentLinks />
      </Container>
    </Box>
  );
}
