// quality-bar "Reliability": sending an application or a document is idempotent. The browser
// makes a random UUID per sending attempt and sends it in this header; a retry after a network error or a
// lost answer sends the same key again and gets the first answer back, never a second record. A new
// attempt after an edit gets a new key. The header is optional for other clients (no protection then).
// Plain constants only (no schema library): the portal's first view imports this module.

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A UUID, any version: what crypto.randomUUID() gives. */
export const IDEMPOTENCY_KEY_PATTERN =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** ApiError.details[0].keyword of a refused key. */
export const IdempotencyErrorKeyword = {
  /** 422: the key came before with another request (another form, other data or other files). */
  reused: 'idempotencyKeyReused',
  /** 409: the first request with this key is still being stored; retry in a moment. */
  inProgress: 'idempotencyKeyInProgress',
} as const;
