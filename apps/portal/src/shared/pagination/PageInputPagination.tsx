// portal-spec §2: a list's pages as previous, next and a page input (the case lists); the input accepts
// values from 1 to the last page (anything else is put back to the current page).
import { Button, Field, Flex, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { parsePageInput } from './paging.ts';
import { TextInput } from '../forms/controls.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '@portal/ui';

export interface PageInputPaginationProps {
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  label: string;
}

export function PageInputPagination({ page, lastPage, onPageChange, label }: PageInputPaginationProps) {
  const { t } = useLingui();
  // What the user is typing; null shows the current page (also after the page changed elsewhere).
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(page);
  const setText = (value: string | null) => setDraft(value);

  const commit = () => {
    const next = parsePageInput(text, lastPage);
    setText(null);
    if (next !== null && next !== page) onPageChange(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    commit();
  };

  if (lastPage <= 1) return null;

  return (
    <Flex
      as="nav"
      aria-label={label}
      align="center"
      justify="center"
      gap={{ base: '2', sm: '3' }}
      wrap="wrap"
      mt="6"
    >
      <Button
        variant="outline"
        size="md"
        aria-label={t`Poprzednia strona`}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeftIcon />
        <Text as="span" hideBelow="sm">
          <Trans>Poprzednia</Trans>
        </Text>
      </Button>
      <form onSubmit={onSubmit} noValidate>
        <Field.Root orientation="horizontal" gap="2" alignItems="center">
          <Field.Label fontWeight="medium" whiteSpace="nowrap">
            <Trans>Strona</Trans>
          </Field.Label>
          <TextInput
            w="16"
            textAlign="center"
            inputMode="numeric"
            type="number"
            min={1}
            max={lastPage}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onBlur={commit}
          />
          <Text as="span" whiteSpace="nowrap" color="fg.muted">
            <Trans>z {lastPage}</Trans>
          </Text>
        </Field.Root>
      </form>
      <Button
        variant="outline"
        size="md"
        aria-label={t`Następna strona`}
        disabled={page >= lastPage}
        onClick={() => onPageChange(page + 1)}
      >
        <Text as="span" hideBelow="sm">
          <Trans>Następna</Trans>
        </Text>
        <ChevronRightIcon />
      </Button>
    </Flex>
  );
}
