// Journey (RODO): a customer downloads their data from the settings, "Pobierz moje dane": one
// .zip named moje-dane-portal-DD-MM-YYYY.zip holding dane.json (their account and case, nothing secret)
// and the file they sent to the case, byte for byte. The archive's entries are stored uncompressed, so the
// JSON's text and the file's bytes are found in it as they are.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { saveScreenshot } from './support/screenshot.ts';
import { fileCaseFor, fillLoginForm, seededAccount } from './support/accounts.ts';

test(
  'a customer downloads everything the portal holds about them as one archive',
  { tag: '@both-widths' },
  async ({ page, context, baseURL }, testInfo) => {
    await acceptCookiesBeforehand(context, baseURL);
    const account = await seededAccount(page.request, testInfo, 'export');
    const { id: caseId, number: caseNumber } = await fileCaseFor(
      page.request,
      account.email,
      'PP/RODO',
      'Klient Eksportu',
    );

    await page.goto('/');
    await fillLoginForm(page, account);
    await expect(page).toHaveURL((url) => url.pathname === '/lista-spraw');

    // A document with a file sent to the case, as the case's letter form sends it.
    const scan = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4_000)]);
    const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const sent = await page.request.post('/api/issues/documents/send', {
      headers: { 'X-XSRF-TOKEN': xsrf },
      multipart: {
        issueId: String(caseId),
        text: 'Skan podpisanej umowy.',
        file: { name: 'umowa.pdf', mimeType: 'application/pdf', buffer: scan },
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    await page.goto('/konto/ustawienia');
    await expect(page.getByRole('heading', { name: 'Twoje dane w portalu' })).toBeVisible();
    await expect(page.getByText('faktury i płatności,')).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'settings-your-data');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Pobierz moje dane' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^moje-dane-portal-\d{2}-\d{2}-\d{4}\.zip$/);
    await expect(page.getByText('Archiwum z Twoimi danymi zostało pobrane.')).toBeVisible();

    const archive = await readFile((await download.path())!);
    expect(archive.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(archive.includes(Buffer.from('dane.json'))).toBe(true);
    // Customer journeys: the account holder's name and phone too.
    for (const text of [account.email, account.lastName, account.phone, caseNumber, 'Skan podpisanej umowy.'])
      expect(archive.includes(Buffer.from(text)), text).toBe(true);
    expect(archive.includes(scan), 'the scan, byte for byte').toBe(true);
    expect(archive.includes(Buffer.from('scrypt$')), 'no password hash').toBe(false);
    await expectNoAxeViolations(page);
  },
);
