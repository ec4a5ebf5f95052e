// portal-spec §2 Case list and case history list (the same screen in history mode, with a back-to-list
// link): filters, a table on desktop and cards on mobile, the 'x z y wyników' paging text, 10 cases a page
// and the 'no results' message.
import {
  Box,
  Button,
  Circle,
  Flex,
  Heading,
  Link as ChakraLink,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IssueListResponse } from '@portal/api-contract';
import { ArrowRightIcon, ButtonLink, Page, PageHeading, SearchOffIcon, CloseIcon } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import type { IssueListMode } from '../api/issueQueries.ts';
import {
  activeFilterCount,
  applicableFilters,
  emptyFilters,
  filingDateBounds,
  filterIssues,
  type IssueFilters,
} from '../lib/issueFilters.ts';
import { pageCount, pageItems, pageRange, resolvePage } from '../../../shared/pagination/paging.ts';
import { BackLink } from './BackLink.tsx';
import { IssueCards } from './IssueCards.tsx';
import { IssueCueLegend } from './IssueRowCues.tsx';
import { IssueFiltersPanel } from './IssueFiltersPanel.tsx';
import { IssueTable } from './IssueTable.tsx';
import { PageInputPagination } from '../../../shared/pagination/PageInputPagination.tsx';
import { resultsRangeText } from '../../../shared/pagination/resultsRange.ts';

export interface IssueListViewProps {
  mode: IssueListMode;
  data: IssueListResponse;
  filters: IssueFilters;
  /** Applies new filters, on their first page. */
  onFiltersChange: (filters: IssueFilters) => void;
  /** The `?page=` value as read (undefined when absent, INVALID_PAGE when not a page). */
  requestedPage: number | undefined;
  /** Goes to a page; `replace` when the address only needs correcting (portal-spec §2). */
  onPageChange: (page: number, options: { replace: boolean }) => void;
  /** Today, for the date filter's bounds (a fixed day in stories and tests). */
  now?: Date;
  /** Forces the layout (stories and tests); by default it follows the md breakpoint. */
  layout?: IssueListLayout;
}

export type IssueListLayout = 'table' | 'cards';

/**
 * A table from md up, cards below: only the one on screen is rendered (rendering both, one
 * hidden by CSS, was twice the work of the list on a phone), and the filters stay open on the table's
 * screens.
 */
function useIssueListLayout(layout?: IssueListLayout): IssueListLayout {
  const byWidth = useBreakpointValue<IssueListLayout>({ base: 'cards', md: 'table' }, { ssr: false });
  return layout ?? byWidth ?? 'cards';
}

/** The whole screen with its data: the heading and the list (stories; the screen keeps its heading apart). */
export function IssueListView(props: IssueListViewProps) {
  return (
    <Page>
      <IssueListHeading mode={props.mode} />
      <IssueListResults {...props} />
    </Page>
  );
}

/**
 * The filters and the list, below the heading: what replaces the skeleton when the data are there (the
 * heading, painted with the page, stays).
 */
export function IssueListResults({
  mode,
  data,
  filters,
  onFiltersChange,
  requestedPage,
  onPageChange,
  now,
  layout,
}: IssueListViewProps) {
  const { t } = useLingui();
  const shownLayout = useIssueListLayout(layout);
  const resultsRef = useRef<HTMLDivElement>(null);
  const today = useMemo(() => now ?? new Date(), [now]);
  const bounds = useMemo(() => filingDateBounds(data.issues, today), [data.issues, today]);
  const filtered = useMemo(
    () => filterIssues(data.issues, applicableFilters(filters, bounds)),
    [data.issues, filters, bounds],
  );
  const notifiedCount = useMemo(
    () => data.issues.filter((issue) => issue.notification !== null).length,
    [data.issues],
  );
  const { page, replaceWithBase } = resolvePage(requestedPage, filtered.length);
  const lastPage = pageCount(filtered.length);
  const shown = pageItems(filtered, page);
  const range = pageRange(page, filtered.length);

  useEffect(() => {
    if (replaceWithBase) onPageChange(1, { replace: true });
  }, [replaceWithBase, onPageChange]);

  // The new filters start on their first page (the route's address drops the page).
  const changeFilters = (next: IssueFilters) => onFiltersChange(next);

  const goToPage = (next: number) => {
    onPageChange(next, { replace: false });
    resultsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const history = mode === 'history';
  const resultsText = resultsRangeText(range);
  const listLabel = history
    ? t`Sprawy zakończone, strona ${page} z ${lastPage}`
    : t`Sprawy otwarte, strona ${page} z ${lastPage}`;

  return (
    <>
      {/* Customer journeys: a customer without cases sees the empty state only (nothing to filter or count). */}
      {data.issues.length > 0 ? (
        <IssueFiltersPanel
          filters={filters}
          onChange={changeFilters}
          statusesByType={data.statusesByType}
          bounds={bounds}
          alwaysOpen={shownLayout === 'table'}
          notifiedCount={notifiedCount}
        />
      ) : null}

      <Box ref={resultsRef} scrollMarginTop="24">
        <Heading as="h2" srOnly>
          <Trans>Wyniki</Trans>
        </Heading>
        <Flex
          justify="space-between"
          align={{ base: 'flex-start', md: 'center' }}
          direction={{ base: 'column', md: 'row' }}
          gap="2"
          mb="3"
        >
          {/* Kept as a live region; empty rather than '0–0 z 0 wyników' when nothing is shown. */}
          <Text role="status" fontWeight="semibold" color="fg" fontVariantNumeric="tabular-nums">
            {filtered.length > 0 ? resultsText : null}
          </Text>
          {shown.some((issue) => issue.notification || issue.recent) ? <IssueCueLegend /> : null}
        </Flex>

        {shown.length === 0 ? (
          <NoResults
            filtered={data.issues.length > 0}
            history={history}
            onClear={activeFilterCount(filters) > 0 ? () => changeFilters(emptyFilters) : undefined}
          />
        ) : shownLayout === 'table' ? (
          <IssueTable issues={shown} caption={listLabel} />
        ) : (
          <IssueCards issues={shown} label={listLabel} />
        )}

        <PageInputPagination
          page={page}
          lastPage={lastPage}
          onPageChange={goToPage}
          label={history ? t`Strony historii spraw` : t`Strony listy spraw`}
        />
      </Box>
    </>
  );
}

/** The title, its description and the link between the two lists: shown at once, also while loading. */
export function IssueListHeading({ mode }: { mode: IssueListMode }) {
  const { t } = useLingui();
  const history = mode === 'history';
  const title = history ? t`Historia spraw` : t`Twoje sprawy`;
  return (
    <>
      {history ? (
        <BackLink link={(content) => <Link to="/lista-spraw">{content}</Link>}>
          <Trans>Wróć do listy spraw</Trans>
        </BackLink>
      ) : null}
      <PageHeading
        title={title}
        description={
          history ? (
            <Trans>Sprawy zakończone i anulowane. Otwórz sprawę, aby zobaczyć jej historię i pisma.</Trans>
          ) : (
            <Trans>
              Sprawy w toku. Otwórz sprawę, aby zobaczyć jej status, historię i pisma lub wysłać nowe pismo.
            </Trans>
          )
        }
        actions={
          history ? null : (
            <Flex gap="4" align="center" wrap="wrap">
              <ChakraLink
                asChild
                color="brand.fg"
                fontWeight="semibold"
                display="inline-flex"
                gap="2"
                alignItems="center"
              >
                <Link to="/lista-spraw-historycznych">
                  <Trans>Zobacz historię spraw</Trans>
                </Link>
              </ChakraLink>
              <SubmitApplicationLink />
            </Flex>
          )
        }
      />
    </>
  );
}

/** Customer journeys: a signed-in customer starts an application from the case list too. */
function SubmitApplicationLink() {
  return (
    <ButtonLink asChild colorPalette="accent" size="md">
      <Link to="/skladanie-wniosku">
        <Trans>Złóż wniosek</Trans>
        <ArrowRightIcon />
      </Link>
    </ButtonLink>
  );
}

function NoResults({
  filtered,
  history,
  onClear,
}: {
  filtered: boolean;
  history: boolean;
  onClear: (() => void) | undefined;
}) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="3"
      bg="bg.panel"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="border.muted"
      boxShadow="sm"
      px="6"
      py={{ base: '10', md: '14' }}
    >
      <Circle size="14" bg="brand.subtle" color="brand.fg" fontSize="2xl">
        <SearchOffIcon />
      </Circle>
      <Heading as="h3" textStyle="xl" fontWeight="bold" color="brand.fg">
        <Trans>Brak wyników</Trans>
      </Heading>
      <Text color="fg.muted" maxW="md">
        {filtered ? (
          <Trans>Brak spraw spełniających podane kryteria filtrowania. Zmień lub wyczyść filtry.</Trans>
        ) : history ? (
          <Trans>Nie masz jeszcze spraw zakończonych ani anulowanych.</Trans>
        ) : (
          <Trans>
            Nie masz obecnie otwartych spraw. Złożony wniosek pojawi się tutaj jako sprawa, gdy go
            zweryfikujemy: zwykle w ciągu 3 dni roboczych od potwierdzenia linkiem z e-maila.
          </Trans>
        )}
      </Text>
      {onClear ? (
        <Button variant="outline" onClick={onClear}>
          <CloseIcon />
          <Trans>Wyczyść filtry</Trans>
        </Button>
      ) : null}
      {!filtered && !history ? <SubmitApplicationLink /> : null}
    </Stack>
  );
}
