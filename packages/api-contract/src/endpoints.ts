// Every endpoint's shape, defined once: the server registers its routes with these schemas and the
// portal's client is typed by them.
import { Type, type Static, type TSchema } from 'typebox';
import { FrontendConfig } from './config.ts';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency.ts';
import { ErrorReport, JsErrorReport } from './reports.ts';
import {
  AccountHolder,
  ChangePasswordRequest,
  CaptchaChallenge,
  CheckTokenQuery,
  CheckTokenResponse,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  MfaDisableRequest,
  MfaEnableRequest,
  MfaLoginRequest,
  MfaSecret,
  MfaStatus,
  SessionInfo,
  SetPasswordRequest,
  UnlockRequest,
} from './account.ts';
import { ApplicationConfirmed, ApplicationSent, ConfirmApplicationRequest } from './application.ts';
import {
  InvoicesResponse,
  IssueInvoicesResponse,
  PaymentOrderRequest,
  PaymentOrderResponse,
  PaymentOrderState,
} from './invoices.ts';
import { DocumentPage, DocumentPageParams } from './documents.ts';
import { FormDocumentParams, LeafletParams, PdfDocument } from './forms.ts';
import { CloseAccountRequest, DataArchive } from './privacy.ts';
import {
  IssueDetails,
  IssueIdParams,
  IssueListQuery,
  IssueListResponse,
  SendDocumentResponse,
} from './issues.ts';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: `/api/${string}`;
  body?: TSchema;
  querystring?: TSchema;
  params?: TSchema;
  headers?: TSchema;
  /** Schema of the 2xx response; Type.Null() when there is no body. */
  response: TSchema;
  status: 200 | 201 | 204;
}

export const NoContent = Type.Null();
export const HealthStatus = Type.Object({ status: Type.Literal('ok') });
/** Issue #27: a dependency as /readyz last found it. */
export const DependencyState = Type.Union([Type.Literal('up'), Type.Literal('down')]);
/**
 * Issue 29: mail and SMS as the last delivery attempt of this replica found them; 'unknown' until one
 * was made. Never a reason to be unready: the outbox keeps the messages until the transport is back.
 */
export const DeliveryState = Type.Union([Type.Literal('up'), Type.Literal('down'), Type.Literal('unknown')]);
export type DeliveryState = Static<typeof DeliveryState>;
/**
 * `GET /readyz`, 200 or 503 alike: whether the replica takes traffic and why. Only the database (and the
 * start of a shutdown) make it unready: a file storage or Redis that is away fails only the requests that
 * need it, the same on every replica, so taking replicas out would help no one.
 */
export const Readiness = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not ready')]),
  draining: Type.Boolean(),
  dependencies: Type.Object({
    database: DependencyState,
    storage: DependencyState,
    /** Present when the rate limits are kept in Redis. */
    redis: Type.Optional(DependencyState),
    /** The e-mail transport (SMTP, or the development mailbox). */
    mail: DeliveryState,
    /** Present when an SMS transport is configured (SMS_PROVIDER other than none). */
    sms: Type.Optional(DeliveryState),
  }),
});
export type Readiness = Static<typeof Readiness>;
/** The sends that are idempotent (idempotency.ts); Fastify reads header names in lower case. */
export const IdempotencyKeyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ pattern: IDEMPOTENCY_KEY_PATTERN })),
});
/** portal-spec §7: '200 success' answers of the account endpoints. */
export const Ok = Type.Object({ ok: Type.Literal(true) });

export const endpoints = {
  csrf: { method: 'POST', path: '/api/csrf', response: NoContent, status: 204 },
  frontendConfig: { method: 'GET', path: '/api/config/frontend', response: FrontendConfig, status: 200 },
  reportError: {
    method: 'POST',
    path: '/api/report-error',
    body: ErrorReport,
    response: NoContent,
    status: 204,
  },
  jsError: { method: 'POST', path: '/api/js-error', body: JsErrorReport, response: NoContent, status: 204 },
  /** Liveness for probes: answers while the process runs, database or not (docs/operations.md). */
  health: { method: 'GET', path: '/api/health', response: HealthStatus, status: 200 },
  /** Readiness for probes and load balancers: 200 when the database answers, 503 while it is away. */
  readiness: { method: 'GET', path: '/api/health/ready', response: HealthStatus, status: 200 },

  login: {
    method: 'POST',
    path: '/api/account/login',
    body: LoginRequest,
    response: LoginResponse,
    status: 200,
  },
  loginMfa: {
    method: 'POST',
    path: '/api/account/login/mfa',
    body: MfaLoginRequest,
    response: LoginResponse,
    status: 200,
  },
  logout: { method: 'POST', path: '/api/account/logout', response: Ok, status: 200 },
  /** Who the session belongs to: lets the portal restore its state after a reload. */
  session: { method: 'GET', path: '/api/account/session', response: SessionInfo, status: 200 },
  /** Issue 32: the customer asked for more time: the idle timeout starts again (401 without a session). */
  extendSession: { method: 'POST', path: '/api/account/session/extend', response: SessionInfo, status: 200 },
  captchaChallenge: {
    method: 'GET',
    path: '/api/captcha/challenge',
    response: CaptchaChallenge,
    status: 200,
  },
  checkToken: {
    method: 'GET',
    path: '/api/account/check-token',
    querystring: CheckTokenQuery,
    response: CheckTokenResponse,
    status: 200,
  },
  activate: {
    method: 'POST',
    path: '/api/account/activate',
    body: SetPasswordRequest,
    response: Ok,
    status: 200,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/account/reset',
    body: SetPasswordRequest,
    response: Ok,
    status: 200,
  },
  unlock: { method: 'POST', path: '/api/account/unlock', body: UnlockRequest, response: Ok, status: 200 },
  forgotPassword: {
    method: 'POST',
    path: '/api/account/forgot-password',
    body: ForgotPasswordRequest,
    response: Ok,
    status: 200,
  },
  changePassword: {
    method: 'POST',
    path: '/api/account/password',
    body: ChangePasswordRequest,
    response: Ok,
    status: 200,
  },
  /** Issue 32: who the signed-in customer is (what a new application starts with). */
  accountHolder: { method: 'GET', path: '/api/account/profile', response: AccountHolder, status: 200 },
  mfaStatus: { method: 'GET', path: '/api/account/mfa/status', response: MfaStatus, status: 200 },
  mfaSecret: { method: 'GET', path: '/api/account/mfa/secret', response: MfaSecret, status: 200 },
  mfaEnable: {
    method: 'POST',
    path: '/api/account/mfa/enable',
    body: MfaEnableRequest,
    response: Ok,
    status: 200,
  },
  mfaDisable: {
    method: 'POST',
    path: '/api/account/mfa/disable',
    body: MfaDisableRequest,
    response: Ok,
    status: 200,
  },
  /** Issue #28: the customer's data as one .zip; binary, save it, do not read it as JSON. */
  exportAccountData: {
    method: 'GET',
    path: '/api/account/data-export',
    response: DataArchive,
    status: 200,
  },
  /** Issue #28: ends the portal account and the session (docs/decisions.md "Erasing a customer"). */
  closeAccount: {
    method: 'POST',
    path: '/api/account/close',
    body: CloseAccountRequest,
    response: Ok,
    status: 200,
  },
  /** multipart: see ApplicationPayload. Idempotent with the Idempotency-Key header. */
  sendApplication: {
    method: 'POST',
    path: '/api/application/send',
    headers: IdempotencyKeyHeaders,
    response: ApplicationSent,
    status: 200,
  },
  sendApplicationLogged: {
    method: 'POST',
    path: '/api/application/send/logged',
    headers: IdempotencyKeyHeaders,
    response: ApplicationSent,
    status: 200,
  },
  confirmApplication: {
    method: 'POST',
    path: '/api/application/confirm',
    body: ConfirmApplicationRequest,
    response: ApplicationConfirmed,
    status: 200,
  },
  /** The fillable PDF of a PDF-mode form (8, 10); binary, link to it (formDocumentPath), do not fetch it as JSON. */
  formDocument: {
    method: 'GET',
    path: '/api/forms/:id/document.pdf',
    params: FormDocumentParams,
    response: PdfDocument,
    status: 200,
  },
  /** A leaflet as a PDF (key 'information-leaflet'); binary, link to it (leafletPath), do not fetch it as JSON. */
  leaflet: {
    method: 'GET',
    path: '/api/leaflets/:key',
    params: LeafletParams,
    response: PdfDocument,
    status: 200,
  },
  /** A document of the portal (issue 28): the operator's privacy information and terms, the accessibility statement. */
  documentPage: {
    method: 'GET',
    path: '/api/pages/:slug',
    params: DocumentPageParams,
    response: DocumentPage,
    status: 200,
  },
  issues: {
    method: 'GET',
    path: '/api/issues',
    querystring: IssueListQuery,
    response: IssueListResponse,
    status: 200,
  },
  issue: {
    method: 'GET',
    path: '/api/issues/:id',
    params: IssueIdParams,
    response: IssueDetails,
    status: 200,
  },
  /** multipart: repeated `file`, `text`, `issueId` (portal-spec §7). Idempotent with the Idempotency-Key header. */
  sendIssueDocument: {
    method: 'POST',
    path: '/api/issues/documents/send',
    headers: IdempotencyKeyHeaders,
    response: SendDocumentResponse,
    status: 200,
  },
  /** Issue 32: the customer dismisses the case's notification for good (until the operator sets another). */
  dismissIssueNotification: {
    method: 'DELETE',
    path: '/api/issues/:id/notification',
    params: IssueIdParams,
    response: NoContent,
    status: 204,
  },
  invoices: { method: 'GET', path: '/api/issues/invoices', response: InvoicesResponse, status: 200 },
  issueInvoices: {
    method: 'GET',
    path: '/api/issues/:id/invoices',
    params: IssueIdParams,
    response: IssueInvoicesResponse,
    status: 200,
  },
  pay: {
    method: 'POST',
    path: '/api/orders/pay',
    body: PaymentOrderRequest,
    response: PaymentOrderResponse,
    status: 200,
  },
  /** The return page polls the order until the provider's notification has arrived. */
  paymentOrder: {
    method: 'GET',
    path: '/api/orders/:id',
    params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
    response: PaymentOrderState,
    status: 200,
  },
  /**
   * Issue 32: the customer cancels a payment still waiting for the provider; its invoices are payable
   * again. 409 when the order no longer waits (paid, expired, …), 404 when it is not the customer's.
   */
  cancelPaymentOrder: {
    method: 'POST',
    path: '/api/orders/:id/cancel',
    params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
    response: PaymentOrderState,
    status: 200,
  },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestBody<N extends EndpointName> = Endpoints[N] extends { body: infer B extends TSchema }
  ? Static<B>
  : undefined;
export type ResponseBody<N extends EndpointName> = Static<Endpoints[N]['response']>;
