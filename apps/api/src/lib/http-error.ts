import type { ApiError, ErrorKind, FieldError } from '@portal/api-contract';

const kindByStatus: Record<number, ErrorKind> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  422: 'unprocessable',
  429: 'too_many_requests',
  503: 'service_unavailable',
};

export function errorKindOf(status: number): ErrorKind {
  return kindByStatus[status] ?? (status >= 500 ? 'server' : 'bad_request');
}

/** An error a route throws on purpose: it reaches the client as an ApiError with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: FieldError[],
    readonly kind: ErrorKind = errorKindOf(statusCode),
  ) {
    super(message);
  }

  toBody(): ApiError {
    return {
      status: this.statusCode,
      error: this.kind,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
    };
  }
}

export const messages = {
  badRequest: 'Niepoprawne dane w żądaniu.',
  unauthorized: 'Sesja wygasła lub nie jesteś zalogowany.',
  forbidden: 'Brak dostępu.',
  csrf: 'Brak lub niepoprawny kod zabezpieczający formularza. Odśwież stronę i spróbuj ponownie.',
  notFound: 'Nie znaleziono zasobu.',
  tooMany: 'Zbyt wiele prób, spróbuj później.',
  tooLarge: 'Przesłane dane są zbyt duże.',
  server: 'Wystąpił błąd serwera. Spróbuj ponownie później.',
  unavailable: 'Serwis jest chwilowo niedostępny. Spróbuj ponownie za kilka sekund.',
  unsupportedMediaType: 'Nieobsługiwany format danych.',
} as const;
