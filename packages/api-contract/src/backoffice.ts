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

export const backofficeEndpoints = {
  ssoToken: { method: 'POST', path: `${BACKOFFICE_PREFIX}/sso-tokens`, body: SsoTokenRequest, response: SsoTokenResponse, status: 201 },
} as const;
