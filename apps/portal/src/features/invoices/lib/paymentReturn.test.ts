import { afterEach, describe, expect, it } from 'vitest';
import { paymentReturnIssue, rememberPaymentReturn } from './paymentReturn.ts';

afterEach(() => sessionStorage.clear());

describe('the way back from a payment', () => {
  it('leads to the case a payment was started from', () => {
    rememberPaymentReturn(42);
    expect(paymentReturnIssue()).toBe(42);
  });

  it('is forgotten by a payment from the invoices page', () => {
    rememberPaymentReturn(42);
    rememberPaymentReturn(null);
    expect(paymentReturnIssue()).toBeNull();
  });

  it('ignores anything that is not a case id', () => {
    expect(paymentReturnIssue()).toBeNull();
    sessionStorage.setItem('payment_return_issue', 'abc');
    expect(paymentReturnIssue()).toBeNull();
    sessionStorage.setItem('payment_return_issue', '-3');
    expect(paymentReturnIssue()).toBeNull();
  });
});
