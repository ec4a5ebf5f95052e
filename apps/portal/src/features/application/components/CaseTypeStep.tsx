// applications-spec §2 "Wizard", step 1: the case type — the catalog's categories as headed tiles — and,
// as shortcuts straight to the application, the lists of the most frequently filled connection (1, 2, 6)
// and technical-service (15, 23) applications.
import { Box, chakra, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { Catalog } from '@portal/form-catalog';
import { ArrowRightIcon } from '@portal/ui';
import { frequentLists } from '../lib/applicationCatalog.ts';
import { ChoiceCard, ChoiceGrid } from './ChoiceCard.tsx';
import { DraftBadge } from './DraftBadge.tsx';
import { linkToCategory, linkToForm } from './wizardLinks.tsx';

export interface CaseTypeStepProps {
  readonly catalog: Catalog;
}

export function CaseTypeStep({ catalog }: CaseTypeStepProps) {
  const lists = frequentLists(catalog);
  return (
    <Stack gap={{ base: '8', md: '10' }}>
      <Box as="section" aria-labelledby="typy-spraw">
        <Heading id="typy-spraw" as="h2" textStyle={{ base: 'lg', md: 'xl' }} fontWeight="bold" mb="4">
          <Trans>Czego dotyczy Twoja sprawa?</Trans>
        </Heading>
        <ChoiceGrid md={3}>
          {catalog.categories.map((category) => (
            <li key={category.id}>
              <ChoiceCard
                emphasis
                headingAs="h3"
                title={category.title}
                description={category.description}
                link={linkToCategory(category.id)}
              />
            </li>
          ))}
        </ChoiceGrid>
      </Box>
      {lists.length > 0 ? (
        <Box
          as="section"
          aria-labelledby="na-skroty"
          bg="brand.subtle"
          borderRadius="xl"
          p={{ base: '5', md: '8' }}
        >
          <Heading id="na-skroty" as="h2" textStyle={{ base: 'lg', md: 'xl' }} fontWeight="bold">
            <Trans>Na skróty</Trans>
          </Heading>
          <Text color="fg.muted" mt="1" mb="5">
            <Trans>Wiesz już, jakiego wniosku potrzebujesz? Wybierz go od razu.</Trans>
          </Text>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2,minmax(0,1fr))' }} gap={{ base: '6', md: '8' }}>
            {lists.map((list) => (
              <Box key={list.categoryId}>
                <Heading as="h3" textStyle="md" fontWeight="bold" color="brand.fg" mb="3">
                  {list.title}
                </Heading>
                <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="2">
                  {list.forms.map((entry) => (
                    <li key={entry.id}>
                      <Link
                        asChild
                        display="flex"
                        alignItems="center"
                        justifyContent="space-between"
                        gap="3"
                        w="full"
                        bg="bg.panel"
                        borderWidth="1px"
                        borderColor="border.muted"
                        borderRadius="lg"
                        px="4"
                        py="3"
                        color="fg"
                        fontWeight="semibold"
                        textDecoration="none"
                        _hover={{ borderColor: 'brand.border', color: 'brand.fg' }}
                        focusRingColor="brand.focusRing"
                      >
                        {linkToForm(
                          entry.id,
                          list.categoryId,
                        )(
                          <>
                            <Stack as="span" gap="1">
                              <span>{entry.title}</span>
                              <DraftBadge formId={entry.id} />
                            </Stack>
                            <Box as="span" color="brand.fg" fontSize="lg" flexShrink={0} aria-hidden="true">
                              <ArrowRightIcon />
                            </Box>
                          </>,
                        )}
                      </Link>
                    </li>
                  ))}
                </chakra.ul>
              </Box>
            ))}
          </Grid>
        </Box>
      ) : null}
    </Stack>
  );
}
