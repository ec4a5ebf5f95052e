// `pnpm backoffice`: the operator's back office in a terminal, for demos. It talks to the integration
// API of a running portal like any back-office system would (X-Api-Key), except `keys:create`, which
// writes to the database directly (with PGlite, stop the portal first: one process owns its files).
import { readFileSync, existsSync } from 'node:fs';
import { backofficeEndpoints } from '@portal/api-contract';

const baseUrl = (process.env.BACKOFFICE_URL ?? 'http://localhost:3000').replace(/\/$/, '');

async function apiKey(): Promise<string> {
  if (process.env.BACKOFFICE_KEY) return process.env.BACKOFFICE_KEY;
  const { demoKeyFile } = await import('../apps/api/src/config.ts');
  if (existsSync(demoKeyFile)) return readFileSync(demoKeyFile, 'utf8').trim();
  throw new Error(
    'Brak klucza API: ustaw BACKOFFICE_KEY albo uruchom `pnpm start`, który tworzy klucz demonstracyjny.',
  );
}

async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'x-api-key': await apiKey(),
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

const commands: Record<string, { usage: string; run: (args: string[]) => Promise<unknown> }> = {
  'keys:create': {
    usage: 'keys:create <nazwa>            utwórz klucz API zaplecza (zapis bezpośrednio w bazie)',
    async run([name]) {
      if (!name) throw new Error('Podaj nazwę klucza.');
      const { loadConfig } = await import('../apps/api/src/config.ts');
      const { openDatabase } = await import('../apps/api/src/db/database.ts');
      const { migrateToLatest } = await import('../apps/api/src/db/migrate.ts');
      const { createIntegrationKey } = await import('../apps/api/src/backoffice/integration-keys.ts');
      const db = await openDatabase({ url: loadConfig().databaseUrl });
      try {
        await migrateToLatest(db);
        return { name, key: await createIntegrationKey(db, name), note: 'Klucz jest pokazywany tylko raz.' };
      } finally {
        await db.destroy();
      }
    },
  },
  'applications:list': {
    usage: 'applications:list [status]      wnioski (domyślnie CONFIRMED: potwierdzone, do weryfikacji)',
    run: ([status]) =>
      call(
        'GET',
        `${backofficeEndpoints.applications.path}?${new URLSearchParams({ status: status ?? 'CONFIRMED' })}`,
      ),
  },
  'applications:show': {
    usage: 'applications:show <id>          wniosek z danymi formularza i listą załączników',
    run: ([id]) => call('GET', backofficeEndpoints.application.path.replace(':id', String(id))),
  },
  'applications:download': {
    usage: 'applications:download <id> <załącznik> <plik>   pobierz załącznik do pliku',
    async run([id, attachmentId, target]) {
      if (!id || !attachmentId || !target)
        throw new Error('Podaj id wniosku, id załącznika i ścieżkę pliku.');
      const path = backofficeEndpoints.applicationAttachment.path
        .replace(':id', id)
        .replace(':attachmentId', attachmentId);
      const response = await fetch(`${baseUrl}${path}`, { headers: { 'x-api-key': await apiKey() } });
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      const { writeFile } = await import('node:fs/promises');
      const bytes = Buffer.from(await response.arrayBuffer());
      await writeFile(target, bytes);
      return { saved: target, bytes: bytes.length };
    },
  },
  'applications:ack': {
    usage: 'applications:ack <id>           przyjmij potwierdzony wniosek do realizacji',
    run: ([id]) => call('POST', backofficeEndpoints.acknowledgeApplication.path.replace(':id', String(id))),
  },
  'registrations:approve': {
    usage: 'registrations:approve <id>      zatwierdź wniosek o rejestrację (e-mail z linkiem aktywacyjnym)',
    run: ([id]) => call('POST', backofficeEndpoints.approveRegistration.path.replace(':id', String(id))),
  },
  'payments:reconciliation': {
    usage:
      'payments:reconciliation [open|resolved|all]   płatności do wyjaśnienia (domyślnie open: czekające na zwrot lub ręczne zaksięgowanie)',
    run: ([status]) =>
      call(
        'GET',
        `${backofficeEndpoints.paymentReconciliations.path}?${new URLSearchParams({ status: status ?? 'open' })}`,
      ),
  },
  'payments:resolve': {
    usage:
      'payments:resolve <id> <opis>    zamknij sprawę płatności z opisem, co zrobiono (np. "zwrot wykonany 2026-11-03")',
    async run([id, ...note]) {
      if (!id || note.length === 0) throw new Error('Podaj id sprawy i opis rozwiązania.');
      return call('POST', backofficeEndpoints.resolvePaymentReconciliation.path.replace(':id', id), {
        resolution: note.join(' '),
      });
    },
  },
  sso: {
    usage: 'sso <e-mail>                   link logowania jednokrotnego (pd_token) dla klienta',
    run: ([email]) => call('POST', backofficeEndpoints.ssoToken.path, { email }),
  },
};

function help(): void {
  console.log(
    `Użycie: pnpm backoffice <polecenie> [argumenty]\n\nPolecenia:\n${Object.values(commands)
      .map((c) => `  ${c.usage}`)
      .join(
        '\n',
      )}\n\nZmienne: BACKOFFICE_URL (domyślnie http://localhost:3000), BACKOFFICE_KEY (domyślnie data/backoffice.key).`,
  );
}

const [name, ...args] = process.argv.slice(2);
const command = name ? commands[name] : undefined;
if (!command) {
  help();
  process.exitCode = name ? 1 : 0;
} else {
  try {
    console.log(JSON.stringify(await command.run(args), null, 2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
