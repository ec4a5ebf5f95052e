import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { Card } from './Card.tsx';
import { Page } from './Page.tsx';
import { PageHeading } from './PageHeading.tsx';

const meta = {
  title: 'Shared/Layout/Page',
  component: Page,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeadingAndCard: Story = {
  render: () => (
    <Page>
      <PageHeading title="Twoje konto" description="Zmień hasło i zarządzaj weryfikacją dwuetapową." />
      <Card title="Zmiana hasła">
        <Text>Hasło musi mieć co najmniej 8 znaków.</Text>
      </Card>
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Twoje konto' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Zmiana hasła' })).toBeVisible();
  },
};

export const Narrow: Story = {
  render: () => (
    <Page width="narrow">
      <PageHeading title="Zapomniałem hasła" />
    </Page>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Zapomniałem hasła',
    );
  },
};
