import { Button, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from './Card.tsx';

const meta = {
  title: 'Shared/Layout/Card',
  component: Card,
  args: { title: 'Dane sprawy', children: <Text>Numer sprawy: ZP/2024/00123</Text> },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dane sprawy' })).toBeVisible();
    await expect(canvas.getByText('Numer sprawy: ZP/2024/00123')).toBeVisible();
  },
};

export const WithAccentAndFooter: Story = {
  args: {
    title: 'Złóż wniosek',
    description: 'Wniosek złożysz bez logowania.',
    accent: true,
    footer: <Button colorPalette="accent">Złóż wniosek</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Wniosek złożysz bez logowania.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Złóż wniosek' })).toBeVisible();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText('Numer sprawy: ZP/2024/00123')).toBeVisible();
  },
};
