// Journey: a visitor whose address has used up most of its daily budget of stored files sends an
// application whose attachments do not fit. The server refuses it before reading the files (413); the
// wizard shows the server's sentence (how much is left and until when) and keeps everything typed, so the
// visitor can remove an attachment and send again. This journey runs its own server with a 1 MB budget.
import { expect, test } from './support/test.ts';
import { uniqueEmail } from './support/accounts.ts';
import {
  attachToSummary,
  checkScreen,
  openForm1AtAttachments,
  pdfFile,
  replaceTitleDocumentAndSend,
  send,
} from './support/applications.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { ownServerPort, startOwnServer, type OwnServer } from './support/ownServer.ts';

const PORT_OFFSET = 2;
let server: OwnServer | undefined;

test.use({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(`http://127.0.0.1:${ownServerPort(testInfo, PORT_OFFSET)}`),
});

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  server = await startOwnServer(ownServerPort(testInfo, PORT_OFFSET), { UPLOAD_BUDGET_ADDRESS_MB: '1' });
});

test.afterAll(async () => {
  await server?.stop();
});

test('attachments over the daily budget of the address: the server says how much is left, nothing is lost', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await acceptCookiesBeforehand(context, baseURL);
  await openForm1AtAttachments(page, uniqueEmail(testInfo, 'limit'));
  await attachToSummary(page, pdfFile('skan-2-mb.pdf', 'x'.repeat(2 * 1024 * 1024)));

  await send(page);
  const refusal = page.getByRole('alert').filter({ hasText: 'Z Twojego adresu można do' });
  await expect(refusal).toBeVisible({ timeout: 30_000 });
  await expect(refusal).toContainText(/przesłać jeszcze 1 MB plików/);
  await expect(refusal).toContainText('Wniosek został zapisany');
  await expect(
    page.getByText('Przekroczono dzienny limit przesyłanych plików. Wniosek został zapisany.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/formularz=1/);
  await checkScreen(page, testInfo, 'application-upload-budget-refused');

  // Everything typed is still there: the summary shows the answers and both files.
  await expect(page.getByText('skan-2-mb.pdf').first()).toBeVisible();
  await expect(page.getByText('plan-zabudowy.pdf').first()).toBeVisible();

  // Without the big file the application fits and is sent.
  await replaceTitleDocumentAndSend(page, 'skan-2-mb.pdf');
});
