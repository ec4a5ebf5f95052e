// The back-office integration API (API key in X-Api-Key): how the operator's systems feed the portal.
import { Type, type Static } from 'typebox';

export const BACKOFFICE_PREFIX = '/api/backoffice';

export const SsoTokenRequest = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 254 }) },
  { additionalProperties: false },
);
export type SsoTokenRequest = Static<typeof SsoTokenRequest>;

export const SsoTokenResponse = Type.Object({
  token: Type.String(),
  /** The portal address that signs the customer in (query parameter pd_token). */
  url: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type SsoTokenResponse = Static<typeof SsoTokenResponse>;

export const BackofficeAttachment = Type.Object({
  id: Type.Integer(),
  field: Type.String(),
  filename: Type.String(),
  size: Type.Integer(),
  extension: Type.String(),
});

export const ApplicationStatus = Type.Union([
  Type.Literal('UNCONFIRMED'),
  Type.Literal('CONFIRMED'),
  Type.Literal('ACKNOWLEDGED'),
  Type.Literal('APPROVED'),
]);

export const BackofficeApplication = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  formId: Type.Integer(),
  formTitle: Type.String(),
  formVersion: Type.String(),
  status: ApplicationStatus,
  email: Type.String(),
  smsPhone: Type.Union([Type.String(), Type.Null()]),
  accountId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  confirmedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  registration: Type.Boolean(),
  attachments: Type.Array(BackofficeAttachment),
});
export type BackofficeApplication = Static<typeof BackofficeApplication>;

export const BackofficeApplicationDetails = Type.Object({
  ...BackofficeApplication.properties,
  payload: Type.Record(Type.String(), Type.Unknown()),
});

export const ApplicationListQuery = Type.Object({
  /** Default CONFIRMED: what waits for verification. */
  status: Type.Optional(ApplicationStatus),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
});

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const AttachmentParams = Type.Object({ id: Type.Integer({ minimum: 1 }), attachmentId: Type.Integer({ minimum: 1 }) });

export const RegistrationApproved = Type.Object({ accountId: Type.Integer(), email: Type.String() });

export const backofficeEndpoints = {
  ssoToken: { method: 'POST', path: `${BACKOFFICE_PREFIX}/sso-tokens`, body: SsoTokenRequest, response: SsoTokenResponse, status: 201 },
  applications: { method: 'GET', path: `${BACKOFFICE_PREFIX}/applications`, querystring: ApplicationListQuery, response: Type.Array(BackofficeApplication), status: 200 },
  application: { method: 'GET', path: `${BACKOFFICE_PREFIX}/applications/:id`, params: IdParams, response: BackofficeApplicationDetails, status: 200 },
  applicationAttachment: { method: 'GET', path: `${BACKOFFICE_PREFIX}/applications/:id/attachments/:attachmentId`, params: AttachmentParams, status: 200 },
  acknowledgeApplication: { method: 'POST', path: `${BACKOFFICE_PREFIX}/applications/:id/acknowledge`, params: IdParams, response: BackofficeApplication, status: 200 },
  approveRegistration: { method: 'POST', path: `${BACKOFFICE_PREFIX}/applications/:id/approve-registration`, params: IdParams, response: RegistrationApproved, status: 200 },
} as const;
