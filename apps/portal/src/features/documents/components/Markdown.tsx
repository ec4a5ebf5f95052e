// Data lifecycle: a document's Markdown (lib/markdown.ts) as React elements: never HTML from the text. A line
// length of about 70 characters keeps a long legal text readable at any width.
import { Box, Heading, Link, List, Text } from '@chakra-ui/react';
import { parseInline, type InlineNode } from '@portal/form-model';
import { inlineLinkStyle, renderInline } from '@portal/form-engine/inline';
import { useMemo, type ReactNode } from 'react';
import { parseMarkdown } from '../lib/markdown.ts';

function inline(nodes: readonly InlineNode[]): ReactNode[] {
  return renderInline(nodes, (node, children, key) => (
    <Link key={key} href={node.href} {...inlineLinkStyle} wordBreak="break-word">
      {children}
    </Link>
  ));
}

const HEADING_STYLE = {
  2: { textStyle: { base: 'xl', md: '2xl' }, mt: '10', mb: '3' },
  3: { textStyle: { base: 'lg', md: 'xl' }, mt: '8', mb: '2' },
  4: { textStyle: 'md', mt: '6', mb: '2' },
} as const;

export function Markdown({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <Box maxW="70ch" textStyle="md" lineHeight="1.7" color="fg" css={{ '& > :first-child': { mt: 0 } }}>
      {blocks.map((block, index) => {
        if (block.kind === 'heading') {
          return (
            <Heading
              key={index}
              as={`h${block.level}`}
              id={block.id}
              fontWeight="bold"
              color="brand.fg"
              lineHeight="1.3"
              scrollMarginTop="24"
              {...HEADING_STYLE[block.level]}
            >
              {inline(parseInline(block.text))}
            </Heading>
          );
        }
        if (block.kind === 'paragraph') {
          return (
            <Text key={index} mb="4">
              {inline(parseInline(block.text))}
            </Text>
          );
        }
        return (
          <List.Root key={index} as={block.ordered ? 'ol' : 'ul'} ps="6" mb="4" gap="2">
            {block.items.map((item, itemIndex) => (
              <List.Item key={itemIndex}>{inline(parseInline(item))}</List.Item>
            ))}
          </List.Root>
        );
      })}
    </Box>
  );
}
