// Every endpoint's shape, defined once: the server registers its routes with these schemas and the
// portal's client is typed by them.
import { Type, type Static, type TSchema } from 'typebox';
import { FrontendConfig } from './config.ts';
import { routes } from './routes.ts';
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
/** Security hardening: a dependency as /readyz last found it. */
export const DependencyState = Type.Union([Type.Literal('up'), Type.Literal('down')]);
/**
 * Operability: mail and SMS as the last delivery attempt of this replica found them; 'unknown' until one
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
  csrf: { ...routes.csrf, response: NoContent, status: 204 },
  frontendConfig: { ...routes.frontendConfig, response: FrontendConfig, status: 200 },
  reportError: {
    ...routes.reportError,
    body: ErrorReport,
    response: NoContent,
    status: 204,
  },
  jsError: { ...routes.jsError, body: JsErrorReport, response: NoContent, status: 204 },
  /** Liveness for probes: answers while the process runs, database or not (docs/operations.md). */
  health: { ...routes.health, response: HealthStatus, status: 200 },
  /** Readiness for probes and load balancers: 200 when the database answers, 503 while it is away. */
  readiness: { ...routes.readiness, response: HealthStatus, status: 200 },

  login: {
    ...routes.login,
    body: LoginRequest,
    response: LoginResponse,
    status: 200,
  },
  loginMfa: {
    ...routes.loginMfa,
    body: MfaLoginRequest,
    response: LoginResponse,
    status: 200,
  },
  logout: { ...routes.logout, response: Ok, status: 200 },
  /** Who the session belongs to: lets the portal restore its state after a reload. */
  session: { ...routes.session, response: SessionInfo, status: 200 },
  /** Customer journeys: the customer asked for more time: the idle timeout starts again (401 without a session). */
  extendSession: { ...routes.extendSession, response: SessionInfo, status: 200 },
  captchaChallenge: {
    ...routes.captchaChallenge,
    response: CaptchaChallenge,
    status: 200,
  },
  checkToken: {
    ...routes.checkToken,
    querystring: CheckTokenQuery,
    response: CheckTokenResponse,
    status: 200,
  },
  activate: {
    ...routes.activate,
    body: SetPasswordRequest,
    response: Ok,
    status: 200,
  },
  resetPassword: {
    ...routes.resetPassword,
    body: SetPasswordRequest,
    response: Ok,
    status: 200,
  },
  unlock: { ...routes.unlock, body: UnlockRequest, response: Ok, status: 200 },
  forgotPassword: {
    ...routes.forgotPassword,
    body: ForgotPasswordRequest,
    response: Ok,
    status: 200,
  },
  changePassword: {
    ...routes.changePassword,
    body: ChangePasswordRequest,
    response: Ok,
    status: 200,
  },
  /** Customer journeys: who the signed-in customer is (what a new application starts with). */
  accountHolder: { ...routes.accountHolder, response: AccountHolder, status: 200 },
  mfaStatus: { ...routes.mfaStatus, response: MfaStatus, status: 200 },
  mfaSecret: { ...routes.mfaSecret, response: MfaSecret, status: 200 },
  mfaEnable: {
    ...routes.mfaEnable,
    body: MfaEnableRequest,
    response: Ok,
    status: 200,
  },
  mfaDisable: {
    ...routes.mfaDisable,
    body: MfaDisableRequest,
    response: Ok,
    status: 200,
  },
  /** Data lifecycle: the customer's data as one .zip; binary, save it, do not read it as JSON. */
  exportAccountData: {
    ...routes.exportAccountData,
    response: DataArchive,
    status: 200,
  },
  /** Data lifecycle: ends the portal account and the session (docs/decisions.md "Erasing a customer"). */
  closeAccount: {
    ...routes.closeAccount,
    body: CloseAccountRequest,
    response: Ok,
    status: 200,
  },
  /** multipart: see ApplicationPayload. Idempotent with the Idempotency-Key header. */
  sendApplication: {
    ...routes.sendApplication,
    headers: IdempotencyKeyHeaders,
    response: ApplicationSent,
    status: 200,
  },
  sendApplicationLogged: {
    ...routes.sendApplicationLogged,
    headers: IdempotencyKeyHeaders,
    response: ApplicationSent,
    status: 200,
  },
  confirmApplication: {
    ...routes.confirmApplication,
    body: ConfirmApplicationRequest,
    response: ApplicationConfirmed,
    status: 200,
  },
  /** The fillable PDF of a PDF-mode form (8, 10); binary, link to it (formDocumentPath), do not fetch it as JSON. */
  formDocument: {
    ...routes.formDocument,
    params: FormDocumentParams,
    response: PdfDocument,
    status: 200,
  },
  /** A leaflet as a PDF (key 'information-leaflet'); binary, link to it (leafletPath), do not fetch it as JSON. */
  leaflet: {
    ...routes.leaflet,
    params: LeafletParams,
    response: PdfDocument,
    status: 200,
  },
  /** A document of the portal: the operator's privacy information and terms, the accessibility statement. */
  documentPage: {
    ...routes.documentPage,
    params: DocumentPageParams,
    response: DocumentPage,
    status: 200,
  },
  issues: {
    ...routes.issues,
    querystring: IssueListQuery,
    response: IssueListResponse,
    status: 200,
  },
  issue: {
    ...routes.issue,
    params: IssueIdParams,
    response: IssueDetails,
    status: 200,
  },
  /** multipart: repeated `file`, `text`, `issueId` (portal-spec §7). Idempotent with the Idempotency-Key header. */
  sendIssueDocument: {
    ...routes.sendIssueDocument,
    headers: IdempotencyKeyHeaders,
    response: SendDocumentResponse,
    status: 200,
  },
  /** Customer journeys: the customer dismisses the case's notification for good (until the operator sets another). */
  dismissIssueNotification: {
    ...routes.dismissIssueNotification,
    params: IssueIdParams,
    response: NoContent,
    status: 204,
  },
  invoices: { ...routes.invoices, response: InvoicesResponse, status: 200 },
  issueInvoices: {
    ...routes.issueInvoices,
    params: IssueIdParams,
    response: IssueInvoicesResponse,
    status: 200,
  },
  pay: {
    ...routes.pay,
    body: PaymentOrderRequest,
    response: PaymentOrderResponse,
    status: 200,
  },
  /** The return page polls the order until the provider's notification has arrived. */
  paymentOrder: {
    ...routes.paymentOrder,
    params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
    response: PaymentOrderState,
    status: 200,
  },
  /**
   * Customer journeys: the customer cancels a payment still waiting for the provider; its invoices are payable
   * again. 409 when the order no longer waits (paid, expired, …), 404 when it is not the customer's.
   */
  cancelPaymentOrder: {
    ...routes.cancelPaymentOrder,
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
