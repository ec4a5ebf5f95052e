import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomePage } from './HomePage.tsx';

const meta = {
  title: 'Portal/Home page',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GuideBoxOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Witamy w Portalu Klienta' })).toBeVisible();
    // The guide box hydrates and renders apart from the page, once its chunk is in.
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Złóż wniosek' })).toBeVisible();
    const guide = canvas
      .getByRole('heading', { level: 2, name: 'Złóż wniosek' })
      .closest('.chakra-card__root');
    await expect(within(guide as HTMLElement).getAllByRole('listitem')).toHaveLength(4);
    // Customer journeys: no form offers an account while filing; the registration application does, later.
    await expect(canvas.getByText(/wniosek złożysz bez konta/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'wnioskiem o rejestrację konta' })).toHaveAttribute(
      'href',
      '/skladanie-wniosku-o-rejestracje-konta',
    );
    await expect(canvas.getByRole('link', { name: 'Złóż wniosek' })).toHaveAttribute(
      'href',
      '/skladanie-wniosku',
    );
    // portal-spec §7: the leaflet download with the key 'information-leaflet', named by the server.
    const leaflet = canvas.getByRole('link', { name: /Pobierz ulotkę informacyjną/ });
    await expect(leaflet).toHaveAttribute('href', '/api/leaflets/information-leaflet');
    await expect(leaflet).not.toHaveAttribute('download');
  },
};

const loginBoxLabel = 'Miejsce na okno logowania';

export const WithLoginBoxSlot: Story = {
  args: {
    loginBox: (
      <Box borderWidth="2px" borderStyle="dashed" borderColor="border.emphasized" borderRadius="xl" p="8">
        {loginBoxLabel}
      </Box>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(loginBoxLabel)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Złóż wniosek' })).toBeVisible();
  },
};
