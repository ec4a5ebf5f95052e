// Test and story wiring of the application screens: a query client that never retries, a memory router
// whose root renders the screen (links resolve to real addresses), a form without the generated chunks, a
// stand-in for the engine's wizard, and a recording notifier.
import type { Decorator } from '@storybook/react-vite';
import type { ApplicationSent } from '@portal/api-contract';
import type { Catalog, FormEntry } from '@portal/form-catalog';
import type { AttachmentUpload, FormWizardProps } from '@portal/form-engine';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouterState,
} from '@tanstack/react-router';
import { useState, type ComponentType, type ReactNode } from 'react';
import type { FrontendConfig } from '@portal/api-contract';
import type { LoadedForm } from '@portal/forms-generated';
import { frontendConfigQuery } from '../../../lib/config/frontendConfigQuery.ts';
import { testConfig } from '../../../test/testConfig.ts';
import type { Notifier } from '../../../shared/notifications/notifier.ts';

/** The server's frontend settings as the wizard page reads them (the operator of the PDF notifications). */
export const testFrontendConfig: FrontendConfig = {
  ...testConfig,
  files: { ...testConfig.files, pickerExtensions: ['jpg', 'jpeg', 'png', 'pdf', 'tif', 'tiff', 'dwg'] },
};

export function createTestQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  client.setQueryData(frontendConfigQuery.queryKey, testFrontendConfig);
  return client;
}

/**
 * A router whose '/' shows the screen and which knows the success page, so that the screen's navigation
 * can be observed: '/wniosek-wyslany' renders the state it was given.
 */
export function TestRouter({ children, initialEntry = '/' }: { children: ReactNode; initialEntry?: string }) {
  const [router] = useState(() => {
    const root = createRootRoute({ component: Outlet });
    const screen = createRoute({ getParentRoute: () => root, path: '/', component: () => <>{children}</> });
    const sent = createRoute({
      getParentRoute: () => root,
      path: '/wniosek-wyslany',
      component: function SentStandIn() {
        const sentState = useRouterState({ select: (state) => state.location.state.applicationSent });
        return <p data-testid="sent-state">{JSON.stringify(sentState ?? null)}</p>;
      },
    });
    return createRouter({
      routeTree: root.addChildren([screen, sent]),
      history: createMemoryHistory({ initialEntries: [initialEntry] }),
    });
  });
  return <RouterProvider router={router} />;
}

export function TestProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createTestQueryClient);
  return (
    <QueryClientProvider client={client}>
      <TestRouter>{children}</TestRouter>
    </QueryClientProvider>
  );
}

/** Story decorator: query client and router. */
export const withApplicationProviders: Decorator = (Story) => (
  <TestProviders>
    <Story />
  </TestProviders>
);

export interface RecordingNotifier extends Notifier {
  readonly shown: Array<{ type: 'success' | 'error' | 'info'; id: string; message: string }>;
}

export function recordingNotifier(): RecordingNotifier {
  const shown: RecordingNotifier['shown'] = [];
  const record = (type: 'success' | 'error' | 'info') => (message: { id: string; message?: string }) => {
    shown.push({ type, id: message.id, message: message.message ?? message.id });
  };
  return { shown, success: record('success'), error: record('error'), info: record('info') };
}

const entry = (id: number, title: string, extra: Partial<FormEntry> = {}): FormEntry => ({
  id,
  folder: `${id}-testowy`,
  title,
  version: '1.0.0',
  mode: 'online',
  caseType: 'Warunki przyłączenia',
  status: 'ready',
  submission: { email: '/contact/email', smsPhone: '/contact/phone' },
  ...extra,
});

/** A paper form: it has no online submission at all. */
const pdfEntry = (id: number, title: string): FormEntry => {
  const { submission: _online, ...paper } = entry(id, title, { mode: 'pdf' });
  return paper;
};

/** A small catalog with the shapes of the real one: two categories, a tile with options, a PDF form, frequent lists. */
export const testCatalog: Catalog = {
  categories: [
    {
      id: 'przylaczenia',
      title: 'Przyłączenia i sprawy z nimi związane',
      description: 'Przyłączenie nowego obiektu lub zwiększenie mocy.',
      frequent: { title: 'Najczęściej składane wnioski o przyłączenie', formIds: [1, 2, 6] },
      tiles: [
        {
          id: 'przylaczenie-obiektu',
          title: 'Przyłączenie obiektu',
          description: 'Nowy obiekt albo zwiększenie mocy.',
          options: [
            { title: 'Moc do 40 kW', description: 'Domy, mieszkania, małe firmy.', formId: 1 },
            { title: 'Moc powyżej 40 kW', formId: 2 },
          ],
        },
        {
          id: 'mikroinstalacja-zgloszenie',
          title: 'Zgłoszenie mikroinstalacji',
          description: 'Formularz PDF.',
          formId: 8,
        },
        {
          id: 'przylaczenie-tymczasowe',
          title: 'Przyłączenie tymczasowe',
          description: 'Np. plac budowy.',
          formId: 6,
        },
        {
          id: 'w-przygotowaniu',
          title: 'Wniosek w przygotowaniu',
          description: 'Jeszcze niegotowy.',
          formId: 7,
        },
        { id: 'rejestracja-konta', title: 'Rejestracja konta', description: 'Konto w portalu.', formId: 100 },
      ],
    },
    {
      id: 'zgloszenia-i-zlecenia',
      title: 'Zgłoszenia i zlecenia',
      description: 'Zgłoszenia gotowości instalacji.',
      frequent: { title: 'Najczęściej składane wnioski o usługi techniczne', formIds: [15, 23] },
      tiles: [{ id: 'gotowosc', title: 'Gotowość instalacji', description: 'Do 40 kW.', formId: 15 }],
    },
  ],
  forms: [
    entry(1, 'Wniosek o określenie warunków przyłączenia obiektu o mocy do 40 kW'),
    entry(2, 'Wniosek o określenie warunków przyłączenia obiektu o mocy powyżej 40 kW'),
    entry(6, 'Wniosek o przyłączenie tymczasowe, w tym placu budowy'),
    entry(7, 'Wniosek o usunięcie kolizji', { status: 'draft' }),
    pdfEntry(8, 'Zgłoszenie przyłączenia mikroinstalacji'),
    entry(15, 'Zgłoszenie gotowości instalacji odbiorczej do 40 kW (grupy V i VI)'),
    entry(23, 'Wniosek o sprawdzenie układu pomiarowego'),
    entry(100, 'Wniosek o rejestrację konta w portalu'),
  ],
};

/** Form 1's shape as the sender sees it: a schema with titles (for server messages), no real validator. */
export const testForm = {
  entry: testCatalog.forms[0]!,
  schema: {
    type: 'object',
    properties: {
      contact: {
        title: 'Kontakt',
        type: 'object',
        properties: {
          email: { title: 'Adres e-mail', type: 'string' },
          phone: { title: 'Telefon', type: 'string' },
        },
      },
    },
    definitions: {},
  },
  ui: { steps: [], uiSchema: {} },
  validate: (() => true) as unknown,
} as unknown as LoadedForm;

export const sentAnswer: ApplicationSent = {
  applicationNumber: 'WN/2026/000123',
  email: 'anna.nowak@example.pl',
  phone: '601-234-567',
  confirmationValidUntil: '2026-11-24T10:00:00.000Z',
};

export const pdfAttachment = (): AttachmentUpload => ({
  id: '3f6c1a2e-8b4d-4c1e-9a7f-000000000002',
  partName: 'file:3f6c1a2e-8b4d-4c1e-9a7f-000000000002',
  file: new File(['%PDF-1.4 test'], 'ksiega-wieczysta.pdf', { type: 'application/pdf' }),
});

/**
 * A stand-in for the engine's FormWizard: one button that submits fixed data (and a file when asked), and
 * the error message the wizard would show when the submit is refused.
 */
export function fakeWizard(
  data: Record<string, unknown>,
  files: () => AttachmentUpload[] = () => [],
): ComponentType<FormWizardProps> {
  return function FakeWizard({ form, onSubmit }: FormWizardProps) {
    const [error, setError] = useState<string | null>(null);
    const [cleared, setCleared] = useState(false);
    return (
      <section>
        <h1>{form.entry.title}</h1>
        <button
          type="button"
          onClick={() => {
            setError(null);
            void Promise.resolve(onSubmit(data, files(), { clearDraft: () => setCleared(true) })).catch(
              (refused: unknown) => setError(refused instanceof Error ? refused.message : String(refused)),
            );
          }}
        >
          Wyślij wniosek
        </button>
        {error ? <p role="alert">{error}</p> : null}
        {cleared ? <p>Szkic usunięty</p> : null}
      </section>
    );
  };
}
