import { describe, expect, it } from 'vitest';
import { readCatalog } from '@portal/form-catalog/node';
import { formPlaces, renderFormsDoc } from './docs.ts';
import { schemaPaths } from './paths.ts';
import { repoRoot } from './testing/repo-root.ts';

const paths = schemaPaths(repoRoot);

describe('docs/forms.md', () => {
  it('names every place in the wizard that opens a form', () => {
    const catalog = readCatalog(paths.schemasDir);
    expect(formPlaces(catalog, 8)).toEqual([
      'Przyłączenia i sprawy z nimi związane › Mikroinstalacja › Zgłoszenie mikroinstalacji',
      'Zgłoszenia i zlecenia › Zgłoszenie mikroinstalacji',
    ]);
  });

  it('lists each form with its steps, field count, attachment lists and mode', async () => {
    const doc = await renderFormsDoc(paths);
    const row = doc.split('\n').find((line) => line.startsWith('| 1 '))!;
    expect(row).toContain('1. Wnioskodawca<br>2. Obiekt');
    expect(row).toContain('Plan zabudowy lub szkic sytuacyjny (obowiązkowy)');
    expect(row).toContain('Pełnomocnictwo (obowiązkowy, zależnie od odpowiedzi)');
    expect(row).toMatch(/\| online +\| gotowy +\|/);
    expect(doc.split('\n').find((line) => line.startsWith('| 10 '))).toContain('PDF poza portalem');
  });

  it('lists the steps and fields of a PDF form with a schema, and the attachments of its pdf.json', async () => {
    const doc = await renderFormsDoc(paths);
    const row = doc.split('\n').find((line) => line.startsWith('| 8 '))!;
    expect(row).toContain('PDF poza portalem (generowany ze schematu)');
    expect(row).toContain('1. Wnioskodawca<br>2. Miejsce przyłączenia');
    expect(row).toContain('Schemat jednokreskowy mikroinstalacji');
    expect(row).not.toMatch(/\| — +\| Schemat/);
  });
});
