// portal-spec §8: the shapes the portal's error handling reads from a failed /api call.
import type { FieldError as ValidationFieldError } from '@portal/validation/browser';
import { Type, type Static } from 'typebox';

/**
 * The wire schema of one field error. The type is the validation package's `FieldError`, the one shape the
 * browser's validator, the engine and the portal use too (docs/architecture.md "Field errors"); the schema
 * is checked against it below, so the two cannot drift.
 */
export const FieldError = Type.Object({
  /** JSON Pointer of the offending field, e.g. "/applicant/pesel"; "" for the whole body. */
  pointer: Type.String(),
  keyword: Type.String(),
  message: Type.String(),
});
export type FieldError = ValidationFieldError;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Writable<T> = { -readonly [K in keyof T]: T[K] };
const fieldErrorSchemaMatchesType: Same<Static<typeof FieldError>, Writable<ValidationFieldError>> = true;
void fieldErrorSchemaMatchesType;

export const ErrorKind = Type.Union([
  Type.Literal('bad_request'),
  Type.Literal('unauthorized'),
  Type.Literal('forbidden'),
  Type.Literal('not_found'),
  Type.Literal('conflict'),
  Type.Literal('gone'),
  Type.Literal('payload_too_large'),
  Type.Literal('unprocessable'),
  Type.Literal('too_many_requests'),
  Type.Literal('server'),
  /** 503: a dependency (the database) is away for a moment; Retry-After says when to try again. */
  Type.Literal('service_unavailable'),
]);
export type ErrorKind = Static<typeof ErrorKind>;

export const ApiError = Type.Object({
  status: Type.Integer(),
  error: ErrorKind,
  /** Polish, safe to show to the user. */
  message: Type.String(),
  /** 5xx only: the id under which the server logged the failure (portal-spec §8 'Error code: X'). */
  errorId: Type.Optional(Type.String()),
  /**
   * Operability: the request's id (its X-Request-Id header too): every log line of the request carries it,
   * so an operator finds the request from a customer's report or a proxy's log.
   */
  requestId: Type.Optional(Type.String()),
  /** 400 only: one entry per invalid field. */
  details: Type.Optional(Type.Array(FieldError)),
});
export type ApiError = Static<typeof ApiError>;

/** The standard error responses every route may answer with, for route schemas. */
export const errorResponses = {
  400: ApiError,
  401: ApiError,
  403: ApiError,
  404: ApiError,
  409: ApiError,
  410: ApiError,
  413: ApiError,
  422: ApiError,
  429: ApiError,
  500: ApiError,
  503: ApiError,
} as const;
