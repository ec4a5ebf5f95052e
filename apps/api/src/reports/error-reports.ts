// What the portal reports about itself: error codes a customer quotes to the helpdesk, and render errors.
import type { Database } from '../db/database.ts';

export interface ErrorReport {
  code: string;
  info: string;
  userId: number | null;
}

export async function saveErrorReport(db: Database, report: ErrorReport): Promise<void> {
  await db
    .insertInto('error_report')
    .values({ code: report.code, info: report.info, user_id: report.userId })
    .execute();
}

export interface RenderError {
  code: string;
  message: string;
  path: string;
  width: number;
  userName?: string | null;
  userAgent: string;
  stack: string;
}

export async function saveRenderError(db: Database, report: RenderError): Promise<void> {
  await db
    .insertInto('js_error')
    .values({
      code: report.code,
      message: report.message,
      path: report.path,
      width: report.width,
      user_name: report.userName ?? null,
      user_agent: report.userAgent,
      stack: report.stack,
    })
    .execute();
}
