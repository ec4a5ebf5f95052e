import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, SAMPLE_OPERATOR_DOCUMENTS } from '../config.ts';
import { ConfigError } from '../operator.ts';
import { productionEnvironment, productionWith } from '../test/production-environment.ts';
import { loadOperatorDocuments, PLACEHOLDER_MARK } from './operator-documents.ts';

const dirs: string[] = [];
/** A copy of the test's real documents, with `changes` written over it. */
function documentsWith(changes: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'operator-documents-'));
  dirs.push(dir);
  cpSync(productionEnvironment.OPERATOR_DOCUMENTS_DIR!, dir, { recursive: true });
  for (const [name, content] of Object.entries(changes)) writeFileSync(path.join(dir, name), content);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the operator's documents", () => {
  it('start outside production with the marked samples, so the portal runs out of the box', () => {
    const { documents } = loadConfig({ NODE_ENV: 'development' });
    expect(documents.dir).toBe(SAMPLE_OPERATOR_DOCUMENTS);
    expect(documents.pages['ochrona-danych-osobowych']).toMatchObject({ placeholder: true });
    expect(documents.pages['ochrona-danych-osobowych'].markdown).toContain(PLACEHOLDER_MARK);
    expect(documents.pages.regulamin.placeholder).toBe(true);
    expect(documents.accessibility.placeholder).toBe(true);
  });

  it('refuses a production start with the samples and names the setting and the files', () => {
    expect(() => loadConfig(productionWith({ OPERATOR_DOCUMENTS_DIR: undefined }))).toThrow(ConfigError);
    expect(() => loadConfig(productionWith({ OPERATOR_DOCUMENTS_DIR: undefined }))).toThrow(
      /Refusing to start in production with the placeholder operator documents: ochrona-danych-osobowych.md, regulamin.md, deklaracja-dostepnosci.json .*set OPERATOR_DOCUMENTS_DIR/,
    );
    // One sample left among the operator's own texts is refused too.
    const oneLeft = documentsWith({ 'regulamin.md': `**${PLACEHOLDER_MARK} — operator musi ją zastąpić.**` });
    expect(() => loadConfig(productionWith({ OPERATOR_DOCUMENTS_DIR: oneLeft }))).toThrow(
      /placeholder operator documents: regulamin.md in/,
    );
  });

  it("starts production with the operator's own texts and data", () => {
    const { documents } = loadConfig(productionEnvironment);
    expect(documents.pages.regulamin).toEqual({
      markdown: '## 1. Postanowienia ogólne\n\nRegulamin określa zasady korzystania z Portalu Klienta.',
      placeholder: false,
    });
    expect(documents.accessibility).toEqual({
      publishedAt: '2026-12-01',
      updatedAt: '2027-01-15',
      contact: { name: 'Anna Nowak', email: 'dostepnosc@operator.pl', phone: '+48 58 000 00 00' },
      architecturalAccessibility: undefined,
      placeholder: false,
    });
  });

  it('refuses a missing, empty or malformed document in any environment', () => {
    expect(() => loadOperatorDocuments(path.join(tmpdir(), 'no-such-documents'), false)).toThrow(
      /cannot read .*ochrona-danych-osobowych.md \(ENOENT\)/,
    );
    expect(() => loadOperatorDocuments(documentsWith({ 'regulamin.md': ' \n' }), false)).toThrow(
      /regulamin.md in .* is empty/,
    );
    const badContact = documentsWith({
      'deklaracja-dostepnosci.json': JSON.stringify({
        publishedAt: '2026-13-01',
        contact: { name: 'Anna Nowak', email: 'anna', phone: '+48 58 000 00 00' },
      }),
    });
    expect(() => loadOperatorDocuments(badContact, false)).toThrow(
      /set publishedAt \(a date, YYYY-MM-DD\), updatedAt .*contact.email \(an e-mail address\)/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', OPERATOR_DOCUMENTS_DIR: badContact })).toThrow(ConfigError);
  });
});
