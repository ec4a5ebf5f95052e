// Data lifecycle: a document of the portal (ochrona danych osobowych, regulamin, deklaracja dostępności) on its own
// page: the title, the operator's sample marked as such, and the text with a table of contents of its
// sections. The text comes from the server (GET /api/pages/:slug), which holds the operator's files.
import { Box, Link, List, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DocumentSlug } from '@portal/api-contract';
import { ErrorBox, Page, PageHeading } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isApiClientError } from '../../../lib/api/index.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { documentPageQuery } from '../api/documentQueries.ts';
import { parseMarkdown } from '../lib/markdown.ts';
import { Markdown } from './Markdown.tsx';
import { plainText } from '@portal/form-model';
import { RetryButton } from '../../../shared/query/RetryButton.tsx';

function useDocumentTitles(): Record<DocumentSlug, string> {
  const { t } = useLingui();
  return {
    'ochrona-danych-osobowych': t`Ochrona danych osobowych`,
    regulamin: t`Regulamin portalu`,
    'deklaracja-dostepnosci': t`Deklaracja dostępności`,
  };
}

function Contents({ source }: { source: string }) {
  const sections = useMemo(
    () => parseMarkdown(source).filter((block) => block.kind === 'heading' && block.level === 2),
    [source],
  );
  if (sections.length < 3) return null;
  return (
    <Box
      as="nav"
      aria-labelledby="spis-tresci"
      bg="bg.subtle"
      borderRadius="lg"
      p={{ base: '4', md: '5' }}
      mb="8"
      maxW="70ch"
    >
      <Text id="spis-tresci" fontWeight="bold" mb="2">
        <Trans>Spis treści</Trans>
      </Text>
      {/* Unnumbered: the operator's sections often carry their own numbers ("2. Usługi"). */}
      <List.Root as="ul" listStyleType="none" ps="0" gap="1">
        {sections.map((section) =>
          section.kind === 'heading' ? (
            <List.Item key={section.id}>
              <Link href={`#${section.id}`} color="brand.fg" textDecoration="underline">
                {plainText(section.text)}
              </Link>
            </List.Item>
          ) : null,
        )}
      </List.Root>
    </Box>
  );
}

function Loading() {
  return (
    <Stack gap="4" maxW="70ch" aria-busy="true">
      <VisuallyHidden role="status">
        <Trans>Wczytujemy treść…</Trans>
      </VisuallyHidden>
      {[100, 92, 96, 60].map((width) => (
        <Skeleton key={width} h="4" w={`${width}%`} variant="pulse" />
      ))}
    </Stack>
  );
}

export function DocumentPage({ slug }: { slug: DocumentSlug }) {
  const title = useDocumentTitles()[slug];
  useDocumentTitle(title);
  const query = useQuery(documentPageQuery(slug));
  let content;
  if (query.data) {
    content = (
      <>
        {query.data.placeholder ? (
          <Box mb="8" maxW="70ch">
            <ErrorBox status="warning" title={<Trans>Treść przykładowa — operator musi ją zastąpić</Trans>}>
              <Trans>
                To nie jest obowiązujący dokument. Portal pokazuje go tylko poza środowiskiem produkcyjnym.
              </Trans>
            </ErrorBox>
          </Box>
        ) : null}
        <Contents source={query.data.markdown} />
        <Markdown source={query.data.markdown} />
      </>
    );
  } else if (query.isError) {
    const errorId = isApiClientError(query.error) ? query.error.errorId : undefined;
    content = (
      <ErrorBox
        title={<Trans>Nie udało się wczytać treści</Trans>}
        actions={<RetryButton query={query} size="sm" />}
      >
        {errorId ? <Trans>Kod błędu: {errorId}</Trans> : <Trans>Sprawdź połączenie z internetem.</Trans>}
      </ErrorBox>
    );
  } else {
    content = <Loading />;
  }
  return (
    <Page width="narrow">
      <PageHeading title={title} />
      {content}
    </Page>
  );
}
