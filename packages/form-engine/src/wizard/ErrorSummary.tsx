// GOV.UK "Error summary" (quality-bar "Accessibility"): at the top of the step, focused when "Dalej" finds
// errors, headed 'Popraw błędy w formularzu', one link per problem that moves focus to the field. A region named
// by its heading (WCAG 1.3.1), not an alert: focus moving to it on a failed "Dalej" reads it already.
import { Box, Heading, Link, List } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { labelledMessage } from '@portal/form-model';
import { forwardRef } from 'react';
import { focusRing } from '../theme/focusStyles.ts';
import { focusField } from './focusField.ts';
import type { ErrorSummaryItem } from './state/wizardMachine.ts';

export type { ErrorSummaryItem };

export interface ErrorSummaryProps {
  readonly items: readonly ErrorSummaryItem[];
  /** What a link does; by default it focuses the field on the page. */
  readonly onFollow?: ((item: ErrorSummaryItem) => void) | undefined;
}

export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { items, onFollow },
  ref,
) {
  if (items.length === 0) return null;
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-labelledby="blad-podsumowanie-tytul"
      borderWidth="4px"
      borderColor="border.error"
      borderRadius="md"
      p={{ base: '4', md: '6' }}
      bg="bg.panel"
      _focusVisible={focusRing}
    >
      <Heading as="h2" id="blad-podsumowanie-tytul" size="lg" mb="3">
        <Trans>Popraw błędy w formularzu</Trans>
      </Heading>
      <List.Root gap="2" ps="0" listStyleType="none">
        {items.map((item) => (
          <List.Item key={`${item.targetId}-${item.message}`}>
            <Link
              href={`#${item.targetId}`}
              color="fg.error"
              fontWeight="semibold"
              textDecoration="underline"
              onClick={(event) => {
                event.preventDefault();
                if (onFollow) onFollow(item);
                else focusField(item.targetId);
              }}
            >
              {labelledMessage(item.label, item.message)}
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
});
