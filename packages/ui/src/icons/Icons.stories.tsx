import { Flex, SimpleGrid, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect } from 'storybook/test';
import * as icons from './icons.tsx';

const entries = Object.entries(icons) as Array<[string, ComponentType<{ boxSize?: string }>]>;

function IconGallery() {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
      {entries.map(([name, Icon]) => (
        <Flex key={name} align="center" gap="3" color="brand.fg">
          <Icon boxSize="6" />
          <Text textStyle="sm" color="fg">
            {name}
          </Text>
        </Flex>
      ))}
    </SimpleGrid>
  );
}

const meta = {
  title: 'Shared/Icons',
  component: IconGallery,
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs).toHaveLength(entries.length);
    // Decorative: hidden from assistive technology, never focusable.
    for (const svg of svgs) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg).toHaveAttribute('focusable', 'false');
    }
  },
};
