// Operability: the audit trail for the operator (OWASP ASVS 5.0 V16.4.3: the logs are read where they are
// kept, not by SQL): GET /api/backoffice/audit-events with filters and paging by id, newest first.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { backofficeEndpoints as bo, errorResponses, type AuditEventView } from '@portal/api-contract';
import { listAuditEvents, type AuditFilter } from '../../../audit/audit-repository.ts';
import { HttpError } from '../../../lib/http-error.ts';

/** `kind:id` (the id may itself hold colons, e.g. a system's name) or a bare `kind`. */
function splitPair(text: string): { kind: string; id?: string } {
  const at = text.indexOf(':');
  return at < 0 ? { kind: text } : { kind: text.slice(0, at), id: text.slice(at + 1) };
}

const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    bo.auditEvents.path,
    {
      config: { csrf: false },
      schema: {
        querystring: bo.auditEvents.querystring,
        response: { 200: bo.auditEvents.response, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const since = q.since === undefined ? undefined : new Date(q.since);
      const until = q.until === undefined ? undefined : new Date(q.until);
      if (since && until && since >= until)
        throw new HttpError(400, 'Początek okresu (since) musi być wcześniejszy niż jego koniec (until).', [
          { pointer: '/since', keyword: 'range', message: 'Początek okresu musi być przed końcem.' },
        ]);
      const filter: AuditFilter = { limit: q.limit ?? 100 };
      if (q.action !== undefined) filter.action = q.action;
      if (q.actor !== undefined) filter.actor = splitPair(q.actor);
      if (q.subject !== undefined) {
        const { kind, id } = splitPair(q.subject);
        filter.subject = { kind, id: id ?? '' };
      }
      if (q.outcome !== undefined) filter.outcome = q.outcome;
      if (since) filter.since = since;
      if (until) filter.until = until;
      if (q.before !== undefined) filter.before = q.before;
      const { rows, more } = await listAuditEvents(app.db, filter);
      const events: AuditEventView[] = rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actorKind: row.actor_kind,
        actorId: row.actor_id,
        action: row.action,
        subjectKind: row.subject_kind,
        subjectId: row.subject_id,
        outcome: row.outcome,
        address: row.address,
        details: row.details,
      }));
      return { events, nextBefore: more ? (rows.at(-1)?.id ?? null) : null };
    },
  );
};

export default auditRoutes;
