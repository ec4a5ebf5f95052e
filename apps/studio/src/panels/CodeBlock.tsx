// Text shown as the computer writes it (the preview's answers as JSON, a commit's diff): a scrollable,
// focusable region named by its heading, so a keyboard user can scroll it (axe: scrollable-region-focusable).
import { Box, Text } from '@chakra-ui/react';

export interface CodeBlockProps {
  readonly id: string;
  readonly heading: string;
  readonly text: string;
  readonly maxH: string;
  readonly testId: string;
}

export function CodeBlock({ id, heading, text, maxH, testId }: CodeBlockProps) {
  return (
    <Box>
      <Text fontWeight="medium" id={id}>
        {heading}
      </Text>
      <Box
        as="pre"
        role="region"
        aria-labelledby={id}
        tabIndex={0}
        data-testid={testId}
        fontSize="xs"
        bg="bg.muted"
        p="2"
        borderRadius="md"
        maxH={maxH}
        overflow="auto"
        whiteSpace="pre-wrap"
        wordBreak="break-word"
      >
        {text}
      </Box>
    </Box>
  );
}
