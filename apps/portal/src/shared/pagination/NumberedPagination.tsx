// portal-spec §2 and §9: a list's pages as numbered buttons (the historical invoices): the current one
// marked for assistive technology, previous and next, and which rows are shown ('11–14 z 14 wyników', resultsRange.ts).
import { Button, Flex, IconButton, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { pageRange } from './paging.ts';
import { resultsRangeText } from './resultsRange.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '@portal/ui';

export interface NumberedPaginationProps {
  page: number;
  lastPage: number;
  total: number;
  onPageChange: (page: number) => void;
  label: string;
}

/** The pages to offer: the first, the last, and the current one with its neighbours; null marks a gap. */
export function visiblePages(page: number, lastPage: number): Array<number | null> {
  const wanted = new Set([1, lastPage, page - 1, page, page + 1].filter((p) => p >= 1 && p <= lastPage));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: Array<number | null> = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous > 1) result.push(null);
    result.push(p);
  });
  return result;
}

export function NumberedPagination({ page, lastPage, total, onPageChange, label }: NumberedPaginationProps) {
  const { t } = useLingui();
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      align="center"
      justify="space-between"
      gap="3"
      px={{ base: '4', md: '6' }}
      py="4"
      borderTopWidth="1px"
      borderColor="border.muted"
    >
      <Text textStyle="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
        {resultsRangeText(pageRange(page, total))}
      </Text>
      {lastPage > 1 ? (
        <Flex as="nav" aria-label={label} gap="1" align="center" wrap="wrap" justify="center">
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t`Poprzednia strona`}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          {visiblePages(page, lastPage).map((p, index) =>
            p === null ? (
              <Text key={`gap-${index}`} as="span" px="1" color="fg.muted" aria-hidden="true">
                …
              </Text>
            ) : (
              <Button
                key={p}
                size="sm"
                minW="9"
                variant={p === page ? 'solid' : 'ghost'}
                colorPalette="brand"
                aria-current={p === page ? 'page' : undefined}
                aria-label={t`Strona ${p}`}
                onClick={() => (p === page ? undefined : onPageChange(p))}
              >
                {p}
              </Button>
            ),
          )}
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t`Następna strona`}
            disabled={page >= lastPage}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </Flex>
      ) : null}
    </Flex>
  );
}
