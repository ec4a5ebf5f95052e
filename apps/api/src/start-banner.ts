// What a start says. In development: a banner for the person at the terminal (where, which database, the
// demo accounts). Operability: in production stdout is read by a log collector line by line, so the start is
// one JSON log line instead, and never carries the demo passwords.
import type { Config } from './config.ts';
import { demoAccounts } from './seed/demo-accounts.ts';

type StartFacts = Pick<Config, 'environment' | 'publicUrl' | 'databaseUrl' | 'seedDemoData' | 'devMailbox'>;

export function announceStart(
  config: StartFacts,
  log: { info(details: object, message: string): void },
  print: (text: string) => void = (text) => process.stdout.write(text),
): void {
  const postgres = config.databaseUrl.startsWith('postgres');
  if (config.environment === 'production') {
    log.info(
      {
        publicUrl: config.publicUrl,
        database: postgres ? 'postgresql' : 'pglite',
        ...(config.seedDemoData ? { demoAccounts: demoAccounts.map((account) => account.email) } : {}),
      },
      'portal started',
    );
    return;
  }
  const where = postgres ? 'PostgreSQL' : `PGlite (${config.databaseUrl})`;
  const lines = [`\n  Portal Klienta działa: ${config.publicUrl}\n  Baza danych: ${where}\n`];
  if (config.seedDemoData) {
    lines.push('  Konta demonstracyjne (e-mail / hasło):');
    for (const account of demoAccounts) {
      const mfa = account.totpSecret ? ` (2FA: klucz ${account.totpSecret})` : '';
      lines.push(`    ${account.email} / ${account.password}${mfa}`);
    }
    if (config.devMailbox) lines.push(`\n  Poczta deweloperska: ${config.publicUrl}/dev/poczta\n`);
  }
  print(`${lines.join('\n')}\n`);
}
