import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHeading } from './PageHeading.tsx';

const meta = {
  title: 'Shared/Layout/PageHeading',
  component: PageHeading,
  args: { title: 'Lista spraw' },
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Lista spraw' })).toBeVisible();
  },
};

export const WithDescriptionAndAction: Story = {
  args: {
    title: 'Twoje konto',
    description: 'Zarządzaj hasłem i weryfikacją dwuetapową.',
    actions: <Button>Złóż wniosek</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Zarządzaj hasłem i weryfikacją dwuetapową.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Złóż wniosek' })).toBeVisible();
  },
};
