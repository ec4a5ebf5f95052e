// Journey: a visitor on the home page downloads the information leaflet (portal-spec §7, key
// 'information-leaflet'): the link in the application guide gives a PDF, named by the server, whose title is
// the leaflet's Polish title.
import { readFile } from 'node:fs/promises';
import { INFORMATION_LEAFLET, leafletPath } from '@portal/api-contract';
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { saveScreenshot } from './support/screenshot.ts';

/** The document information's /Title, a PDF text string (UTF-16BE with a byte-order mark, or literal). */
function pdfTitle(pdf: Buffer): string | undefined {
  const text = pdf.toString('latin1');
  const hex = /\/Title\s*<([0-9A-Fa-f\s]+)>/.exec(text)?.[1]?.replace(/\s/g, '');
  if (hex) {
    const bytes = Buffer.from(hex, 'hex');
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString('utf16le');
    return bytes.toString('latin1');
  }
  return /\/Title\s*\(([^)]*)\)/.exec(text)?.[1];
}

test('the information leaflet is downloaded as a PDF with its Polish title', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await acceptCookiesBeforehand(context, baseURL);
  await page.goto('/');
  const link = page.getByRole('link', { name: 'Pobierz ulotkę informacyjną: jak złożyć wniosek (PDF)' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', leafletPath(INFORMATION_LEAFLET));
  await expectNoAxeViolations(page);
  // The portal's first render replaces the painted page's link; on a slow machine that can happen mid-scroll.
  await expect(async () => link.scrollIntoViewIfNeeded({ timeout: 1_000 })).toPass();
  await saveScreenshot(page, testInfo, 'home-information-leaflet', { fullPage: false });

  const downloaded = page.waitForEvent('download');
  await link.click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe('ulotka-informacyjna.pdf');
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfTitle(pdf)).toBe('Ulotka informacyjna: jak złożyć wniosek w Portalu Klienta');
  // The portal stays where it was: the download does not navigate away.
  await expect(page.getByRole('heading', { level: 1, name: 'Witamy w Portalu Klienta' })).toBeVisible();
});
