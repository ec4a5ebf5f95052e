// The customer's case list. GET /api/issues builds its whole answer in PostgreSQL: one query returns the response as JSON text
// that is sent as is. Parsing 500 rows into JavaScript objects and serializing them again cost several
// times more than the query itself (docs/performance.md); the shape is IssueListResponse and a test
// checks every answer against that schema.
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** Customer journeys: the notification unless the customer dismissed this very text (issue-views.ts shownNotification). */
const SHOWN_NOTIFICATION = sql.raw(
  `case when notification is distinct from notification_dismissed then notification end`,
);

const isoTimestamp = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export async function issueListJson(db: Database, accountId: number, history: boolean): Promise<string> {
  const result = await sql<{ body: string }>`
    with mine as (
      select id, number, barcode, registration_date, client, address, type, status, status_description, ${SHOWN_NOTIFICATION} as notification, recent
      from issue
      where account_id = ${accountId} and historical = ${history}
    ),
    by_type as (
      select type, json_agg(distinct status order by status) as statuses from mine group by type
    )
    select json_build_object(
      'issues', coalesce((
        select json_agg(json_build_object(
          'id', id, 'number', number, 'barcode', barcode, 'registrationDate', ${isoTimestamp('registration_date')},
          'client', client, 'address', address, 'type', type, 'status', status,
          'statusDescription', status_description, 'notification', notification, 'recent', recent
        ) order by registration_date desc, id desc) from mine
      ), '[]'::json),
      'notifications', (
        select count(*)::int from issue
        where account_id = ${accountId} and not historical and ${SHOWN_NOTIFICATION} is not null
      ),
      'statusesByType', (
        select coalesce(json_object_agg(type, statuses), '{}'::json)::jsonb
          || jsonb_build_object('_all', coalesce((select json_agg(distinct status order by status) from mine), '[]'::json))
        from by_type
      )
    )::text as body`.execute(db);
  return result.rows[0]!.body;
}

/** One cheap query's version of a customer's open or closed cases: count, newest change, newest id. */
export async function issueListVersionRow(
  db: Database,
  accountId: number,
  history: boolean,
): Promise<string> {
  const row = await sql<{ v: string }>`
      select count(*) || '-' || coalesce(extract(epoch from max(updated_at))::text, '0') || '-' || coalesce(max(id), 0) as v
      from issue where account_id = ${accountId} and historical = ${history}`.execute(db);
  return row.rows[0]!.v;
}
