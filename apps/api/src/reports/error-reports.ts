// What the portal reports about itself: error codes a customer quotes to the helpdesk, and render errors.
// Data lifecycle: anyone with the anti-forgery cookie may report, so a report is kept once per fingerprint (a
// repeat counts and updates its last-seen time) and each table keeps at most `maxRows` distinct reports;
// beyond that a new one is dropped (the caller still answers 204: the reporter can do nothing about it,
// and an answer that differs would only invite retries). Repeats of kept reports are still counted.
import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';
import {
  countErrorReportRepeat,
  countRenderErrorRepeat,
  insertErrorReportUnderCap,
  insertRenderErrorUnderCap,
} from './error-report-repository.ts';

export type Kept = 'new' | 'repeat' | 'dropped';

export interface ErrorReport {
  code: string;
  info: string;
  userId: number | null;
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

function fingerprint(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

/** The first line of a stack that names a place in the code (V8 "    at …", Firefox and Safari "f@url:1:2"). */
export function firstStackFrame(stack: string): string {
  return (
    stack
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line.startsWith('at ') || /@\S+:\d+/.test(line)) ?? ''
  );
}

/** /sprawy/123/pisma and /sprawy/456/pisma are one page: numbers in the path do not tell errors apart. */
export function routeOf(path: string): string {
  return path.replace(/\d+/g, '0');
}

export function renderErrorFingerprint(report: RenderError): string {
  return fingerprint('js', report.message, firstStackFrame(report.stack), routeOf(report.path));
}

export function errorReportFingerprint(report: ErrorReport): string {
  return fingerprint('report', report.code, report.info);
}

export async function saveErrorReport(db: Database, report: ErrorReport, maxRows: number): Promise<Kept> {
  const print = errorReportFingerprint(report);
  if (await countErrorReportRepeat(db, print)) return 'repeat';
  return keptAs(await insertErrorReportUnderCap(db, report, print, maxRows));
}

export async function saveRenderError(db: Database, report: RenderError, maxRows: number): Promise<Kept> {
  const print = renderErrorFingerprint(report);
  if (await countRenderErrorRepeat(db, print, report.code)) return 'repeat';
  return keptAs(await insertRenderErrorUnderCap(db, report, print, maxRows));
}

function keptAs(rows: { occurrences: number }[]): Kept {
  if (rows.length === 0) return 'dropped';
  return Number(rows[0]!.occurrences) > 1 ? 'repeat' : 'new';
}
