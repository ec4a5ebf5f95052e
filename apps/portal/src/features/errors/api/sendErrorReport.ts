// portal-spec §2 Error pages / §7: POST /api/report-error {code, info}; the page thanks the user after.
import type { ErrorReport } from '@portal/api-contract';
import { callEndpoint } from '../../../lib/api/callEndpoint.ts';

export async function sendErrorReport(report: ErrorReport): Promise<void> {
  await callEndpoint('reportError', report);
}
