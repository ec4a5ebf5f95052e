// The server's frontend settings (GET /api/config/frontend) as tests and stories use them. No vitest
// import here: Storybook loads it too (the invoices' and the application's story providers).
import type { FrontendConfig } from '@portal/api-contract';

export const testConfig: FrontendConfig = {
  paymentTitleLimit: 127,
  paymentAmountLimit: 100000,
  cacheMs: 900000,
  captcha: { provider: 'altcha', challengeUrl: '/api/captcha/challenge' },
  files: {
    minFileSize: 1,
    maxFileSize: 10485760,
    maxTotalSize: 52428800,
    acceptedExtensions: ['jpg', 'jpeg', 'png', 'pdf', 'tif', 'tiff'],
    pickerExtensions: ['dwg'],
  },
  errorReportMaxLength: 1024,
  devMailbox: false,
  environment: 'test',
  operator: {
    name: 'Operator Systemu Dystrybucyjnego',
    email: 'mikroinstalacje@osd.example.pl',
    postalAddress: ['Operator Systemu Dystrybucyjnego', 'ul. Przykładowa 1', '00-001 Warszawa'],
  },
};
