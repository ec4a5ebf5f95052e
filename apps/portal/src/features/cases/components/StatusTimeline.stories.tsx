// portal-spec §4: the status timeline, one story per row of the table.
import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusTimeline } from './StatusTimeline.tsx';

const meta = {
  title: 'Portal/Cases/Status timeline',
  component: StatusTimeline,
  decorators: [
    (Story) => (
      <Box maxW="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof StatusTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Etapy sprawy' }))
    .getAllByRole('listitem')
    .map((step) => `${step.getAttribute('data-state')}/${step.getAttribute('data-line') ?? '-'}`);

export const Submitted: Story = {
  args: { status: 'Zgłoszenie' },
  play: async ({ canvasElement }) => {
    await expect(states(canvasElement)).toEqual(['active/-', 'default/default', 'default/default']);
    const steps = within(canvasElement).getAllByRole('listitem');
    await expect(steps[0]).toHaveTextContent('Zgłoszenie, etap bieżący');
    await expect(steps[2]).toHaveTextContent('Zakończenie, etap nierozpoczęty');
  },
};

export const InProgress: Story = {
  args: { status: 'W realizacji' },
  play: async ({ canvasElement }) => {
    await expect(states(canvasElement)).toEqual(['ok/-', 'active/ok', 'default/default']);
  },
};

export const Canceled: Story = {
  args: { status: 'Anulowane', statusDescription: 'Anulowano na wniosek klienta' },
  play: async ({ canvasElement }) => {
    await expect(states(canvasElement)).toEqual(['ok/-', 'ok/ok', 'error/error']);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')[2]).toHaveTextContent('Anulowane, etap anulowany');
    await expect(canvas.getByText('Anulowano na wniosek klienta')).toBeInTheDocument();
  },
};

export const Completed: Story = {
  args: { status: 'Zakończenie realizacji' },
  play: async ({ canvasElement }) => {
    await expect(states(canvasElement)).toEqual(['ok/-', 'ok/ok', 'active/ok']);
    await expect(within(canvasElement).getByTestId('status-icon')).toBeInTheDocument();
  },
};

export const Accepted: Story = {
  args: { status: 'Zgłoszenie przyjęte' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list', { name: 'Etapy sprawy' })).toBeNull();
    await expect(canvas.getByTestId('status-icon')).toBeInTheDocument();
    await expect(canvas.getByText('Zgłoszenie przyjęte')).toBeInTheDocument();
  },
};

export const OtherStatus: Story = {
  args: { status: 'Oczekuje na uzupełnienie dokumentów' },
  play: async ({ canvasElement }) => {
    await expect(states(canvasElement)).toEqual(['default/-', 'default/default', 'default/default']);
    await expect(within(canvasElement).queryByTestId('status-icon')).toBeNull();
  },
};
