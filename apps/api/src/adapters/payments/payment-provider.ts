// A payment provider as the portal needs it (portal-spec §4 "Payment flow"): register a transaction and
// send the customer to the provider; later the provider's signed server-to-server notification tells
// the outcome, never the browser coming back. Chosen by PAYMENT_PROVIDER: the embedded simulated gateway
// (never in production) or Przelewy24.
export interface RegisterTransaction {
  /** Our order's public id, the provider's "session id". */
  sessionId: string;
  amountGrosze: number;
  description: string;
  email: string;
  returnUrl: string;
  notifyUrl: string;
}

export interface VerifiedNotification {
  sessionId: string;
  amountGrosze: number;
  currency: string;
  paid: boolean;
  /** What the provider needs back to confirm the transaction. */
  providerOrderId: string;
}

/** 'transaction': the provider refused the transaction; 'wsclient': it could not be reached or answered nonsense. */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: 'transaction' | 'wsclient',
    message: string,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  readonly name: string;
  /** Origins the portal may redirect a customer to (quality-bar "Redirects": only to allowlisted origins). */
  readonly redirectOrigins: readonly string[];
  register(transaction: RegisterTransaction): Promise<{ redirectUrl: string; reference: string }>;
  /** The notification's data when its signature is valid; null for a forged or malformed one. */
  verifyNotification(body: unknown): VerifiedNotification | null;
  /** Confirms a paid transaction with the provider, as it requires, before the order counts as paid. */
  confirm(notification: VerifiedNotification): Promise<void>;
}
