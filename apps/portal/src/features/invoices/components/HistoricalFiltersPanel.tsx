// portal-spec §2 and §5 Historical invoices filters: a text search, the payment date range (no future
// dates) and the sort (payment term or issue date); collapsible on mobile. A date that cannot be used is
// explained beneath its field and left out of the filter.
import { Badge, Box, Button, Field, Flex, Grid, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { inputRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { Trans, useLingui } from '@lingui/react/macro';
import { controlChrome, DateField, ChevronDownIcon, FilterIcon, SearchIcon } from '@portal/ui';
import { useId, useState } from 'react';
import { activeFilterCount, dateRangeErrors, today, type DateFieldError } from '../lib/historicalFilters.ts';
import {
  EMPTY_HISTORICAL_FILTERS,
  isHistoricalSort,
  type HistoricalFilters,
} from '../lib/historicalSearch.ts';

export interface HistoricalFiltersPanelProps {
  filters: HistoricalFilters;
  onChange: (filters: HistoricalFilters) => void;
  now: number;
  /** Open without a toggle (the wide layout); below md the customer opens them. */
  alwaysOpen: boolean;
}

const fieldLabel = { fontWeight: 'medium', textStyle: 'sm' } as const;
const control = { css: controlChrome } as const;

export function HistoricalFiltersPanel({ filters, onChange, now, alwaysOpen }: HistoricalFiltersPanelProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const errors = dateRangeErrors(filters, now);
  const count = activeFilterCount(filters);
  const max = today(now);
  const set = (patch: Partial<HistoricalFilters>) => onChange({ ...filters, ...patch });
  const dateErrorText = (error: DateFieldError | null): string | null => {
    if (error === 'future') return t`Wybierz datę nie późniejszą niż dzisiejsza.`;
    if (error === 'after_end') return t`Data początkowa nie może być późniejsza niż końcowa.`;
    if (error === 'invalid') return t`Wpisz poprawną datę.`;
    return null;
  };

  return (
    <Box px={{ base: '4', md: '6' }} pb="5">
      <Button
        hideFrom="md"
        variant="outline"
        colorPalette="brand"
        w="full"
        justifyContent="space-between"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Flex as="span" align="center" gap="2">
          <FilterIcon />
          <Trans>Filtry i sortowanie</Trans>
          {count > 0 ? (
            <Badge
              colorPalette="brand"
              variant="solid"
              borderRadius="full"
              aria-label={t`aktywne filtry: ${count}`}
            >
              {count}
            </Badge>
          ) : null}
        </Flex>
        <Box as="span" transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.2s">
          <ChevronDownIcon />
        </Box>
      </Button>
      <Box
        id={panelId}
        display={{ base: open ? 'block' : 'none', md: 'block' }}
        mt={{ base: '4', md: '0' }}
        p={{ base: '4', md: '4' }}
        bg="bg.subtle"
        borderRadius="lg"
        borderWidth="1px"
        borderColor="border.muted"
      >
        {/* Closed on a phone, the fields are not rendered at all, not only hidden. */}
        {alwaysOpen || open ? (
          <>
            <Grid
              templateColumns={{ base: '1fr', sm: '1fr 1fr', md: '1.6fr 1fr 1fr 1.6fr' }}
              gap="4"
              alignItems="start"
            >
              <Field.Root gridColumn={{ base: 'auto', sm: '1 / -1', md: 'auto' }}>
                <Field.Label {...fieldLabel}>
                  <Trans>Szukaj</Trans>
                </Field.Label>
                <InputGroup startElement={<SearchIcon color="fg.muted" />}>
                  <Input
                    recipe={inputRecipe}
                    {...control}
                    type="search"
                    value={filters.text}
                    onChange={(event) => set({ text: event.currentTarget.value })}
                    placeholder={t`np. FV/2026/00012`}
                    autoComplete="off"
                  />
                </InputGroup>
                <Field.HelperText textStyle="xs" color="fg.muted">
                  <Trans>Numer dokumentu, numer sprawy lub adres inwestycji</Trans>
                </Field.HelperText>
              </Field.Root>
              <DateField
                label={<Trans>Data płatności od</Trans>}
                labelProps={fieldLabel}
                pickerLabel={t`Wybierz datę płatności od z kalendarza`}
                value={filters.paidFrom}
                max={filters.paidTo && !errors.paidTo && filters.paidTo < max ? filters.paidTo : max}
                error={dateErrorText(errors.paidFrom)}
                errorIsIncomplete={errors.paidFrom === 'invalid'}
                onChange={(paidFrom) => set({ paidFrom })}
              />
              <DateField
                label={<Trans>Data płatności do</Trans>}
                labelProps={fieldLabel}
                pickerLabel={t`Wybierz datę płatności do z kalendarza`}
                value={filters.paidTo}
                min={filters.paidFrom && !errors.paidFrom ? filters.paidFrom : undefined}
                max={max}
                error={dateErrorText(errors.paidTo)}
                errorIsIncomplete={errors.paidTo === 'invalid'}
                onChange={(paidTo) => set({ paidTo })}
              />
              <Field.Root>
                <Field.Label {...fieldLabel}>
                  <Trans>Sortuj według</Trans>
                </Field.Label>
                <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
                  <NativeSelect.Field
                    {...control}
                    value={filters.sort}
                    onChange={(event) => {
                      const sort = event.currentTarget.value;
                      if (isHistoricalSort(sort)) set({ sort });
                    }}
                  >
                    <option value="paymentTerm-desc">{t`Termin płatności: od najnowszego`}</option>
                    <option value="paymentTerm-asc">{t`Termin płatności: od najstarszego`}</option>
                    <option value="issueDate-desc">{t`Data wystawienia: od najnowszej`}</option>
                    <option value="issueDate-asc">{t`Data wystawienia: od najstarszej`}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </Grid>
            {count > 0 || filters.sort !== EMPTY_HISTORICAL_FILTERS.sort ? (
              <Flex justify="flex-end" mt="3">
                <Button
                  variant="ghost"
                  size="sm"
                  colorPalette="brand"
                  onClick={() => onChange(EMPTY_HISTORICAL_FILTERS)}
                >
                  <Trans>Wyczyść filtry</Trans>
                </Button>
              </Flex>
            ) : null}
          </>
        ) : null}
      </Box>
    </Box>
  );
}
