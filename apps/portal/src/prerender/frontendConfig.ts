// What the pre-render puts in place of GET /api/config/frontend (the build runs without a server). It is
// the root route's bootstrap data only: no pre-rendered first view shows any of it, and the client asks
// the server for the real one before its first render (main.tsx awaits the router's first load).
import type { FrontendConfig } from '@portal/api-contract';
import { routes } from '@portal/api-contract/plain';

export const prerenderFrontendConfig: FrontendConfig = {
  paymentTitleLimit: 0,
  paymentAmountLimit: 0,
  cacheMs: 900_000,
  captcha: { provider: 'altcha', challengeUrl: routes.captchaChallenge.path },
  files: { minFileSize: 0, maxFileSize: 0, maxTotalSize: 0, acceptedExtensions: [], pickerExtensions: [] },
  errorReportMaxLength: 0,
  devMailbox: false,
  environment: 'production',
  operator: { name: '', email: '', postalAddress: [] },
};
