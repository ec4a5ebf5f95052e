// The commit message "Zaproponuj zmianę" starts from: written from the change report, so the
// reviewer reads what changed for the customer, whether the version went up and whether old drafts load,
// and the files the studio saved. The analyst may edit it before committing.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChangeReport } from '../api.ts';
import { describeChange } from './changeText.ts';

export interface ProposalSubject {
  readonly id: number;
  readonly title: string;
}

/** What a change with no field or step change touched: its fixtures, the catalog. */
function otherFiles(i18n: I18n, savedFiles: readonly string[]): string {
  const fixtures = savedFiles.flatMap(
    (file) => /\/fixtures\/((?:valid|invalid)\/[^/]+)$/.exec(file)?.[1] ?? [],
  );
  const parts = [
    ...(fixtures.length > 0 ? [i18n._(msg`przykłady ${fixtures.join(', ')}`)] : []),
    ...(savedFiles.some((file) => file.endsWith('/catalog.json')) ? [i18n._(msg`wpis w katalogu`)] : []),
  ];
  return parts.length > 0 ? parts.join('; ') : i18n._(msg`pliki formularza`);
}

export function proposalMessage(
  i18n: I18n,
  form: ProposalSubject,
  changes: ChangeReport | null,
  savedFiles: readonly string[],
): string {
  const report = changes?.report ?? null;
  const described = report ? report.changes.map((change) => describeChange(i18n, change)) : [];
  const summary =
    described.length === 1
      ? described[0]!.replace(/\.$/, '')
      : described.length > 1
        ? i18n._(msg`zmiany w polach i krokach: ${described.length}`)
        : otherFiles(i18n, savedFiles);
  const lines = [i18n._(msg`Formularz ${form.id} (${form.title}): ${summary}`), ''];
  if (described.length > 1) lines.push(...described.map((text) => `- ${text}`), '');
  if (report && changes) {
    lines.push(
      report.needsVersionBump
        ? i18n._(msg`Wersja: zmiana wymaga nowej wersji (w katalogu: ${changes.version}).`)
        : i18n._(msg`Wersja: ${changes.version}, zmiana nie wymaga nowej.`),
      report.oldDraftsLoad
        ? i18n._(msg`Stare wersje robocze wczytają się w całości.`)
        : i18n._(msg`Stare wersje robocze stracą część odpowiedzi.`),
    );
  }
  if (savedFiles.length > 0) {
    if (report) lines.push('');
    lines.push(i18n._(msg`Pliki zapisane w studiu:`), ...savedFiles.map((file) => `- ${file}`));
  }
  return `${lines.join('\n').trim()}\n`;
}
