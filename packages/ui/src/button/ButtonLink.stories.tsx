import { HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArrowRightIcon } from '../icons/icons.tsx';
import { ButtonLink } from './ButtonLink.tsx';

// Annotated, not `satisfies`: the inferred type names Chakra's generated recipe types by a path a declaration
// file cannot import (the type check builds declarations, tsconfig.base.json).
const meta: Meta<typeof ButtonLink> = {
  title: 'Shared/ButtonLink',
  component: ButtonLink,
  args: { href: '/skladanie-wniosku', children: 'Złóż wniosek' },
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Solid: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Złóż wniosek' });
    await expect(link).toHaveAttribute('href', '/skladanie-wniosku');
    await expect(link).not.toHaveAttribute('type');
  },
};

export const Variants: Story = {
  render: (args) => (
    <HStack gap="3" wrap="wrap">
      <ButtonLink {...args} colorPalette="accent" size="lg">
        {args.children}
        <ArrowRightIcon />
      </ButtonLink>
      <ButtonLink {...args} variant="outline">
        {args.children}
      </ButtonLink>
      <ButtonLink {...args} variant="ghost">
        {args.children}
      </ButtonLink>
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link', { name: 'Złóż wniosek' })).toHaveLength(3);
  },
};
