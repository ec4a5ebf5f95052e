// `pnpm backoffice` (tools/backoffice.ts): the operator's back office in a terminal, for demos. It talks to the integration
// API of a running portal like any back-office system would (X-Api-Key), except `keys:create`,
// `keys:list` and `keys:revoke`, which work on the database directly (with PGlite, stop the portal first:
// one process owns its files).
import { readFileSync, existsSync } from 'node:fs';
import { backofficeEndpoints } from '@portal/api-contract';
import type { Database } from '@portal/api/operations';
import { forTerminal, terminalJson } from './terminal-text.ts';

// Customer journeys: the portal `pnpm start` runs says where it listens (data/backoffice.url), on whatever port.
async function portalUrl(env: NodeJS.ProcessEnv): Promise<string> {
  if (env.BACKOFFICE_URL) return env.BACKOFFICE_URL.replace(/\/$/, '');
  const { demoUrlFile } = await import('@portal/api/operations');
  if (existsSync(demoUrlFile)) return readFileSync(demoUrlFile, 'utf8').trim().replace(/\/$/, '');
  return 'http://localhost:3000';
}

/** fetch, with a refused or unknown address said in Polish instead of undici's bare "fetch failed". */
async function fetchPortal(env: NodeJS.ProcessEnv, path: string, init?: RequestInit): Promise<Response> {
  const baseUrl = await portalUrl(env);
  try {
    return await fetch(`${baseUrl}${path}`, init);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    throw new Error(
      `Nie można połączyć się z portalem pod adresem ${baseUrl}. Uruchom portal (\`pnpm start\`) albo ustaw BACKOFFICE_URL na adres działającego portalu.`,
    );
  }
}

async function apiKey(env: NodeJS.ProcessEnv): Promise<string> {
  if (env.BACKOFFICE_KEY) return env.BACKOFFICE_KEY;
  const { demoKeyFile } = await import('@portal/api/operations');
  if (existsSync(demoKeyFile)) return readFileSync(demoKeyFile, 'utf8').trim();
  throw new Error(
    'Brak klucza API: ustaw BACKOFFICE_KEY albo uruchom `pnpm start`, który tworzy klucz demonstracyjny.',
  );
}

async function call(env: NodeJS.ProcessEnv, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetchPortal(env, path, {
    method,
    headers: {
      'x-api-key': await apiKey(env),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const message = (parsed as { message?: string } | null)?.message ?? response.statusText;
    throw new Error(`${response.status}: ${message}`);
  }
  return parsed;
}

/**
 * The commands that keep the keys write to the database directly: they must work when no key is left (the
 * only one leaked and revoked). With PGlite, stop the portal first: one process owns its files.
 */
async function withDatabase<T>(env: NodeJS.ProcessEnv, work: (db: Database) => Promise<T>): Promise<T> {
  const { withOperatorDatabase } = await import('@portal/api/operations');
  return withOperatorDatabase(env, work);
}

/** Who acts at the terminal, in the audit trail: the operating system's user of the operator. */
async function terminalActor() {
  const { userInfo } = await import('node:os');
  return { kind: 'system' as const, name: `terminal:${userInfo().username}` };
}

const auditFlags = ['action', 'actor', 'subject', 'outcome', 'since', 'until', 'before', 'limit'];

/** `--name value` pairs of audit:list, checked here so a typo is not silently no filter at all. */
function auditFilters(args: string[]): Record<string, string> {
  const filters: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i]!.replace(/^--/, '');
    const value = args[i + 1];
    if (!args[i]!.startsWith('--') || !auditFlags.includes(flag))
      throw new Error(`Nieznany filtr ${args[i]}; dostępne: ${auditFlags.map((f) => `--${f}`).join(', ')}.`);
    if (value === undefined) throw new Error(`Podaj wartość filtra --${flag}.`);
    filters[flag] = value;
  }
  return filters;
}

/** A customer named on the command line: the account's id (digits) or its e-mail. */
function customerSelector(customer: string | undefined): { customer: string } {
  if (!customer) throw new Error('Podaj e-mail klienta albo numer (id) jego konta.');
  return { customer };
}

const commands: Record<
  string,
  { usage: string; run: (args: string[], env: NodeJS.ProcessEnv) => Promise<unknown> }
> = {
  'keys:create': {
    usage: 'keys:create <nazwa>            utwórz klucz API zaplecza (zapis bezpośrednio w bazie)',
    async run([name], env) {
      if (!name) throw new Error('Podaj nazwę klucza.');
      const { createIntegrationKey } = await import('@portal/api/operations');
      return withDatabase(env, async (db) => ({
        name,
        key: await createIntegrationKey(db, name, await terminalActor()),
        note: 'Klucz jest pokazywany tylko raz.',
      }));
    },
  },
  'keys:list': {
    usage:
      'keys:list                      klucze API zaplecza: id, nazwa, utworzony, unieważniony, ostatnie użycie',
    async run(_, env) {
      const { listIntegrationKeys } = await import('@portal/api/operations');
      return withDatabase(env, listIntegrationKeys);
    },
  },
  'keys:revoke': {
    usage: 'keys:revoke <id>               unieważnij klucz API zaplecza (odmowa od następnego wywołania)',
    async run([id], env) {
      if (!id || !/^[1-9][0-9]{0,8}$/.test(id)) throw new Error('Podaj id klucza (liczbę z keys:list).');
      const { revokeIntegrationKey } = await import('@portal/api/operations');
      const outcome = await withDatabase(env, async (db) =>
        revokeIntegrationKey(db, Number(id), await terminalActor()),
      );
      if (outcome === 'not-found') throw new Error(`Nie ma klucza o id ${id}.`);
      return {
        id: Number(id),
        revoked: true,
        note: outcome === 'already-revoked' ? 'Klucz był już unieważniony.' : 'Klucz unieważniony.',
      };
    },
  },
  'audit:list': {
    usage:
      'audit:list [--action a] [--actor rodzaj[:id]] [--subject rodzaj:id] [--outcome success|failure] [--since czas] [--until czas] [--before id] [--limit n]\n' +
      '                                 dziennik zdarzeń (logowania, blokady, hasła, drugi składnik, wywołania i klucze zaplecza), najnowsze pierwsze',
    run: (args, env) =>
      call(env, 'GET', `${backofficeEndpoints.auditEvents.path}?${new URLSearchParams(auditFilters(args))}`),
  },
  'applications:list': {
    usage: 'applications:list [status]      wnioski (domyślnie CONFIRMED: potwierdzone, do weryfikacji)',
    run: ([status], env) =>
      call(
        env,
        'GET',
        `${backofficeEndpoints.applications.path}?${new URLSearchParams({ status: status ?? 'CONFIRMED' })}`,
      ),
  },
  'applications:show': {
    usage: 'applications:show <id>          wniosek z danymi formularza i listą załączników',
    run: ([id], env) => call(env, 'GET', backofficeEndpoints.application.path.replace(':id', String(id))),
  },
  'applications:download': {
    usage: 'applications:download <id> <załącznik> <plik>   pobierz załącznik do pliku',
    async run([id, attachmentId, target], env) {
      if (!id || !attachmentId || !target)
        throw new Error('Podaj id wniosku, id załącznika i ścieżkę pliku.');
      const path = backofficeEndpoints.applicationAttachment.path
        .replace(':id', id)
        .replace(':attachmentId', attachmentId);
      const response = await fetchPortal(env, path, { headers: { 'x-api-key': await apiKey(env) } });
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      const { writeFile } = await import('node:fs/promises');
      const bytes = Buffer.from(await response.arrayBuffer());
      await writeFile(target, bytes);
      return { saved: target, bytes: bytes.length };
    },
  },
  'applications:ack': {
    usage: 'applications:ack <id>           przyjmij potwierdzony wniosek do realizacji',
    run: ([id], env) =>
      call(env, 'POST', backofficeEndpoints.acknowledgeApplication.path.replace(':id', String(id))),
  },
  'registrations:approve': {
    usage: 'registrations:approve <id>      zatwierdź wniosek o rejestrację (e-mail z linkiem aktywacyjnym)',
    run: ([id], env) =>
      call(env, 'POST', backofficeEndpoints.approveRegistration.path.replace(':id', String(id))),
  },
  'payments:reconciliation': {
    usage:
      'payments:reconciliation [open|resolved|all]   płatności do wyjaśnienia (domyślnie open: czekające na zwrot lub ręczne zaksięgowanie)',
    run: ([status], env) =>
      call(
        env,
        'GET',
        `${backofficeEndpoints.paymentReconciliations.path}?${new URLSearchParams({ status: status ?? 'open' })}`,
      ),
  },
  'payments:resolve': {
    usage:
      'payments:resolve <id> <opis>    zamknij sprawę płatności z opisem, co zrobiono (np. "zwrot wykonany 2026-11-03")',
    async run([id, ...note], env) {
      if (!id || note.length === 0) throw new Error('Podaj id sprawy i opis rozwiązania.');
      return call(env, 'POST', backofficeEndpoints.resolvePaymentReconciliation.path.replace(':id', id), {
        resolution: note.join(' '),
      });
    },
  },
  'customer:export': {
    usage:
      'customer:export <e-mail|id> <plik.zip>   dane klienta (RODO art. 15): dane.json i jego pliki w jednym archiwum',
    async run([customer, target], env) {
      const selector = customerSelector(customer);
      if (!target) throw new Error('Podaj ścieżkę pliku archiwum, np. dane-klienta.zip.');
      const response = await fetchPortal(env, backofficeEndpoints.customerExport.path, {
        method: 'POST',
        headers: { 'x-api-key': await apiKey(env), 'content-type': 'application/json' },
        body: JSON.stringify(selector),
      });
      if (!response.ok || !response.body) {
        const failure = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new Error(`${response.status}: ${failure?.message ?? response.statusText}`);
      }
      // Streamed to the file: an archive of many scans never sits whole in memory.
      const { createWriteStream } = await import('node:fs');
      const { stat } = await import('node:fs/promises');
      const { Readable } = await import('node:stream');
      const { pipeline } = await import('node:stream/promises');
      await pipeline(Readable.fromWeb(response.body), createWriteStream(target));
      return { saved: target, bytes: (await stat(target)).size };
    },
  },
  'customer:erase': {
    usage:
      'customer:erase <e-mail|id>     usuń konto i dane klienta (RODO art. 17); faktury i płatności zostają bez danych osobowych',
    run: ([customer], env) =>
      call(env, 'POST', backofficeEndpoints.customerErase.path, customerSelector(customer)),
  },
  sso: {
    usage: 'sso <e-mail>                   link logowania jednokrotnego (pd_token) dla klienta',
    run: ([email], env) => call(env, 'POST', backofficeEndpoints.ssoToken.path, { email }),
  },
};

function help(): string {
  return `Użycie: pnpm backoffice <polecenie> [argumenty]\n\nPolecenia:\n${Object.values(commands)
    .map((c) => `  ${c.usage}`)
    .join(
      '\n',
    )}\n\nZmienne: BACKOFFICE_URL (domyślnie adres portalu uruchomionego przez pnpm start, zapisany w data/backoffice.url, albo http://localhost:3000), BACKOFFICE_KEY (domyślnie data/backoffice.key).`;
}

export interface BackofficeOutcome {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * One command of the back office, given its arguments and environment: what the terminal prints and the
 * exit code. Tests call it in the process; tools/backoffice.ts is the command line around it.
 */
export async function runBackoffice(argv: string[], env: NodeJS.ProcessEnv): Promise<BackofficeOutcome> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) return { exitCode: name ? 1 : 0, stdout: help(), stderr: '' };
  try {
    return { exitCode: 0, stdout: terminalJson(await command.run(args, env)), stderr: '' };
  } catch (error) {
    return {
      exitCode: 1,
      stdout: '',
      stderr: forTerminal(error instanceof Error ? error.message : String(error)),
    };
  }
}
