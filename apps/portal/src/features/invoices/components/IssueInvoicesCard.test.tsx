// Case details (portal-spec §2, §7): the card pays with the case id as orderId.
import { i18n } from '@lingui/core';
import type { PaymentOrderRequest } from '@portal/api-contract';
import { UiProvider } from '@portal/ui';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoiceKeys } from '../api/invoiceQueries.ts';
import { usePaymentStore } from '../stores/paymentStore.ts';
import { describeStories } from '../../../test/renderStories.tsx';
import { activeInvoice, issueInvoicesResponse, NOW, secondActiveInvoice } from '../test/fixtures.ts';
import { createTestQueryClient, installFakeInvoicesApi, QueryProvider } from '../test/providers.tsx';
import * as stories from './IssueInvoicesCard.stories.tsx';
import { IssueInvoicesCard } from './IssueInvoicesCard.tsx';

describeStories('Case invoices', stories);

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  usePaymentStore.getState().reset();
});

describe('IssueInvoicesCard', { timeout: 30_000 }, () => {
  it('pays all of the case’s active invoices with the case id as orderId', async () => {
    const fake = installFakeInvoicesApi({
      pay: () =>
        Response.json({ redirectUrl: 'https://platnosci.example.com/t/1', errorType: null, status: 200 }),
    });
    restore = fake.restore;
    const redirect = vi.fn();
    const client = createTestQueryClient([
      [invoiceKeys.issue(42), issueInvoicesResponse([activeInvoice, secondActiveInvoice])],
    ]);
    render(
      <UiProvider i18n={i18n}>
        <QueryProvider client={client}>
          <IssueInvoicesCard
            issueId={42}
            notify={{ success: vi.fn(), error: vi.fn(), info: vi.fn() }}
            now={NOW}
            redirect={redirect}
            layout="table"
          />
        </QueryProvider>
      </UiProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Zapłać wszystkie dokumenty sprawy' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://platnosci.example.com/t/1'));
    const pay = fake.calls.find((call) => call.url === '/api/orders/pay');
    expect(pay?.body).toEqual({
      totalAmount: '2058.05',
      invoices: [
        { number: activeInvoice.number, orderId: 42, amount: '123.45' },
        { number: secondActiveInvoice.number, orderId: 42, amount: '1934.60' },
      ],
    } satisfies PaymentOrderRequest);
  });
});
