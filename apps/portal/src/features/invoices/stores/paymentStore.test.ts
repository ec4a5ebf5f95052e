import { afterEach, describe, expect, it } from 'vitest';
import { initialPaymentState, isPaymentBusy, payButtonState, usePaymentStore } from './paymentStore.ts';

afterEach(() => usePaymentStore.getState().reset());

describe('payment UI state (portal-spec §3, §4)', () => {
  it('starts with nothing under way', () => {
    const state = usePaymentStore.getState();
    expect(isPaymentBusy(state)).toBe(false);
    expect(payButtonState(state, { type: 'total' })).toEqual({ loading: false, disabled: false });
  });

  it('sets processing, the type and the invoice numbers when a payment starts', () => {
    usePaymentStore.getState().startPayment('total_selected', ['FV/1', 'FV/2']);
    expect(usePaymentStore.getState()).toMatchObject({
      isPaymentProcessing: true,
      paymentType: 'total_selected',
      paymentInvoiceNumbers: ['FV/1', 'FV/2'],
    });
  });

  it('shows loading on the buttons of the involved invoices and disables the others', () => {
    usePaymentStore.getState().startPayment('total_selected', ['FV/1', 'FV/2']);
    const state = usePaymentStore.getState();
    expect(payButtonState(state, { type: 'total_selected' })).toEqual({ loading: true, disabled: false });
    expect(payButtonState(state, { invoiceNumber: 'FV/1' })).toEqual({ loading: true, disabled: false });
    expect(payButtonState(state, { invoiceNumber: 'FV/3' })).toEqual({ loading: false, disabled: true });
    expect(payButtonState(state, { type: 'total' })).toEqual({ loading: false, disabled: true });
    expect(payButtonState(state, { type: 'total_overdue' })).toEqual({ loading: false, disabled: true });
  });

  it('loads only the row of a single payment', () => {
    usePaymentStore.getState().startPayment('single', ['FV/3']);
    const state = usePaymentStore.getState();
    expect(payButtonState(state, { invoiceNumber: 'FV/3' }).loading).toBe(true);
    expect(payButtonState(state, { invoiceNumber: 'FV/1' })).toEqual({ loading: false, disabled: true });
    expect(payButtonState(state, { type: 'total_selected' })).toEqual({ loading: false, disabled: true });
  });

  it('ends processing when the reply arrives', () => {
    usePaymentStore.getState().startPayment('total', ['FV/1']);
    usePaymentStore.getState().finishPayment();
    expect(usePaymentStore.getState()).toMatchObject(initialPaymentState);
  });

  it('keeps the buttons as they were while the browser leaves for the provider', () => {
    usePaymentStore.getState().startPayment('total', ['FV/1']);
    usePaymentStore.getState().startRedirect();
    const state = usePaymentStore.getState();
    expect(state.isPaymentProcessing).toBe(false);
    expect(payButtonState(state, { type: 'total' }).loading).toBe(true);
    expect(payButtonState(state, { type: 'total_overdue' }).disabled).toBe(true);
  });

  it('disables every pay button while the invoices reload', () => {
    usePaymentStore.getState().startRefetch();
    expect(payButtonState(usePaymentStore.getState(), { type: 'total' })).toEqual({
      loading: false,
      disabled: true,
    });
    usePaymentStore.getState().finishRefetch();
    expect(isPaymentBusy(usePaymentStore.getState())).toBe(false);
  });
});
