// statement: a legal statement the applicant confirms by ticking it (applications-spec §5 "Legal
// statements"; the schema says `const: true`, the message is 'Zaznacz, aby złożyć to oświadczenie').
// Shown as a framed statement so its text reads as what is being declared.
import { Box } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { TickLabel } from './TickLabel.tsx';
import { useControlProps } from './useControlProps.ts';

export function StatementWidget(props: WidgetProps) {
  const a11y = useControlProps(props);
  const checked = props.value === true;
  return (
    <Box
      borderWidth="1px"
      borderColor={a11y.invalid ? 'border.error' : checked ? 'brand.solid' : 'border'}
      bg={checked ? 'brand.subtle' : 'bg.panel'}
      borderRadius="lg"
      p="4"
      maxW="3xl"
    >
      <TickLabel
        widget={props}
        a11y={a11y}
        // Unticking removes the statement rather than storing false: it was never made.
        valueOf={(ticked) => (ticked ? true : undefined)}
        display="flex"
        gap="3"
        alignItems="flex-start"
        cursor="pointer"
      />
    </Box>
  );
}
