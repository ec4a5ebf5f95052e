// portal-spec §2 Case list, filters panel: case type; status with options depending on the type; filing
// date range (no future dates, nothing before the earliest case); connection-address search;
// only the cases with a notification, where the header's Notifications entry leads; clear filters. Collapsible below md; always open on wider screens.
import { Badge, Box, Button, chakra, Field, Flex, Grid, GridItem, Heading } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, ChevronDownIcon, CloseIcon, FilterIcon, PanelSection } from '@portal/ui';
import { useId, useState } from 'react';
import {
  activeFilterCount,
  caseTypeOptions,
  dateRangeErrors,
  emptyFilters,
  NOTIFIED_ONLY,
  statusOptions,
  withType,
  type DateBounds,
  type DateFieldError,
  type IssueFilters,
  type StatusesByType,
} from '../lib/issueFilters.ts';
import { PlainCheckbox } from '../../../shared/forms/PlainCheckbox.tsx';
import { TextInput, SelectInput } from '../../../shared/forms/controls.tsx';
import { DateField } from '@portal/ui';

export interface IssueFiltersPanelProps {
  filters: IssueFilters;
  onChange: (filters: IssueFilters) => void;
  statusesByType: StatusesByType;
  bounds: DateBounds;
  /** Open without a toggle (the wide layout); below md the customer opens them. */
  alwaysOpen: boolean;
  /** Customer journeys: how many listed cases have a notification; the notified-only choice is offered when some do. */
  notifiedCount?: number;
}

export function IssueFiltersPanel({
  filters,
  onChange,
  statusesByType,
  bounds,
  alwaysOpen,
  notifiedCount = 0,
}: IssueFiltersPanelProps) {
  const { t } = useLingui();
  const [openOnMobile, setOpenOnMobile] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const count = activeFilterCount(filters);
  const open = alwaysOpen || openOnMobile;
  // Hydration: the options are worked out only for open fields (sorting the types by Polish rules builds a
  // collator, tens of milliseconds on a phone's first use).
  const types = open ? caseTypeOptions(statusesByType) : [];
  const statuses = open ? statusOptions(statusesByType, filters.type) : [];
  const errors = dateRangeErrors(filters, bounds);
  const offerNotified = notifiedCount > 0 || filters.notified !== '';

  const dateErrorText = (error: DateFieldError | null): string | null => {
    switch (error) {
      case 'invalid':
        return t`Wpisz datę w formacie DD.MM.RRRR.`;
      case 'afterMax':
        return t`Data nie może być późniejsza niż dzisiaj.`;
      case 'beforeMin':
        return t`Najwcześniejsza data to ${formatDate(bounds.min)}.`;
      case 'toBeforeFrom':
        return t`Data końcowa nie może być wcześniejsza niż początkowa.`;
      default:
        return null;
    }
  };
  const fromError = dateErrorText(errors.dateFrom);
  const toError = dateErrorText(errors.dateTo);

  return (
    <PanelSection labelledBy={headingId} mb="6">
      <Flex
        align="center"
        justify="space-between"
        gap="3"
        px={{ base: '4', md: '6' }}
        py={{ base: '3', md: '4' }}
      >
        <Heading
          as="h2"
          id={headingId}
          textStyle="lg"
          fontWeight="bold"
          color="brand.fg"
          display="flex"
          gap="2"
          alignItems="center"
        >
          <FilterIcon />
          <Trans>Filtry</Trans>
          {count > 0 ? (
            <Badge colorPalette="brand" variant="solid" borderRadius="full">
              <Trans>aktywne: {count}</Trans>
            </Badge>
          ) : null}
        </Heading>
        <Button
          hideFrom="md"
          variant="outline"
          size="sm"
          aria-expanded={openOnMobile}
          aria-controls={panelId}
          onClick={() => setOpenOnMobile((open) => !open)}
        >
          {openOnMobile ? <Trans>Ukryj filtry</Trans> : <Trans>Pokaż filtry</Trans>}
          <Box as="span" transform={openOnMobile ? 'rotate(180deg)' : undefined} display="inline-flex">
            <ChevronDownIcon />
          </Box>
        </Button>
      </Flex>
      <Box
        id={panelId}
        display={{ base: openOnMobile ? 'block' : 'none', md: 'block' }}
        px={{ base: '4', md: '6' }}
        pb={{ base: '4', md: '6' }}
        pt={{ base: '1', md: '0' }}
      >
        {/* Closed on a phone, the fields are not rendered at all, not only hidden. */}
        {open ? (
          <Grid
            templateColumns={{ base: '1fr', sm: 'repeat(2,minmax(0,1fr))', md: 'repeat(4,minmax(0,1fr))' }}
            gap="4"
          >
            <Field.Root>
              <Field.Label fontWeight="semibold">
                <Trans>Rodzaj sprawy</Trans>
              </Field.Label>
              <SelectInput
                value={filters.type}
                onChange={(event) => onChange(withType(filters, event.currentTarget.value, statusesByType))}
              >
                <option value="">{t`Wszystkie rodzaje`}</option>
                {types.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </SelectInput>
            </Field.Root>
            <Field.Root>
              <Field.Label fontWeight="semibold">
                <Trans>Status</Trans>
              </Field.Label>
              <SelectInput
                value={filters.status}
                onChange={(event) => onChange({ ...filters, status: event.currentTarget.value })}
              >
                <option value="">{t`Wszystkie statusy`}</option>
                {statuses.map((status) => (
                  <option key={status} value={status}>
                    {status}
                  </option>
                ))}
              </SelectInput>
            </Field.Root>
            <DateField
              label={<Trans>Data złożenia od</Trans>}
              pickerLabel={t`Wybierz datę początkową z kalendarza`}
              value={filters.dateFrom}
              min={bounds.min ?? undefined}
              max={filters.dateTo && !errors.dateTo ? filters.dateTo : bounds.max}
              error={fromError}
              errorIsIncomplete={errors.dateFrom === 'invalid'}
              onChange={(dateFrom) => onChange({ ...filters, dateFrom })}
            />
            <DateField
              label={<Trans>Data złożenia do</Trans>}
              pickerLabel={t`Wybierz datę końcową z kalendarza`}
              value={filters.dateTo}
              min={(filters.dateFrom && !errors.dateFrom ? filters.dateFrom : bounds.min) ?? undefined}
              max={bounds.max}
              error={toError}
              errorIsIncomplete={errors.dateTo === 'invalid'}
              onChange={(dateTo) => onChange({ ...filters, dateTo })}
            />
            <GridItem colSpan={{ base: 1, sm: 2, md: offerNotified ? 2 : 3 }}>
              <Field.Root>
                <Field.Label fontWeight="semibold">
                  <Trans>Adres przyłączenia</Trans>
                </Field.Label>
                <TextInput
                  type="search"
                  value={filters.address}
                  placeholder={t`np. Lipowa 12, Piaseczno`}
                  autoComplete="off"
                  onChange={(event) => onChange({ ...filters, address: event.currentTarget.value })}
                />
              </Field.Root>
            </GridItem>
            {offerNotified ? (
              <GridItem colSpan={{ base: 1, sm: 1, md: 1 }} alignSelf="end">
                <PlainCheckbox
                  checked={filters.notified === NOTIFIED_ONLY}
                  onChange={(checked) => onChange({ ...filters, notified: checked ? NOTIFIED_ONLY : '' })}
                  minH="10"
                >
                  <chakra.span fontWeight="semibold">
                    <Trans>Tylko z powiadomieniem ({notifiedCount})</Trans>
                  </chakra.span>
                </PlainCheckbox>
              </GridItem>
            ) : null}
            <GridItem colSpan={{ base: 1, sm: offerNotified ? 1 : 2, md: 1 }} alignSelf="end">
              <Button
                variant="outline"
                w="full"
                disabled={count === 0}
                onClick={() => onChange(emptyFilters)}
              >
                <CloseIcon />
                <Trans>Wyczyść filtry</Trans>
              </Button>
            </GridItem>
          </Grid>
        ) : null}
      </Box>
    </PanelSection>
  );
}
