// Journey: an answer that makes the form ask more shows it where the customer is. Form 28 on a
// phone: "Lokal jest w budynku wielolokalowym" answered "Tak" adds the required "Zgoda zarządcy budynku";
// it is announced to a screen reader and is on screen, not found later as an error.
import { expect, test } from './support/test.ts';
import { formVersion, seedDraft, stepHeading } from './support/applications.ts';
import { acceptCookiesBeforehand } from './support/cookies.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookiesBeforehand(context, baseURL);
});

test('a section an answer adds is announced and on screen', { tag: '@both-widths' }, async ({ page }) => {
  await seedDraft(page, 28, {
    formId: 28,
    version: formVersion(28),
    savedAt: new Date().toISOString(),
    stepIndex: 1,
    completedSteps: ['wnioskodawca'],
    data: {
      applicant: {
        kind: 'private',
        person: { firstName: 'Anna', lastName: 'Nowak', pesel: '44051401359' },
        homeAddress: { street: 'Polna', houseNumber: '12', zipCode: '05-850', city: 'Ożarów Mazowiecki' },
      },
      representation: { filingAs: 'self' },
      premises: {
        address: { street: 'Polna', houseNumber: '12', zipCode: '05-850', city: 'Ożarów Mazowiecki' },
        premisesType: 'singleFamilyHouse',
        ppe: '590543000000000001',
      },
    },
  });
  await page.goto('/skladanie-wniosku?rodzaj=zgloszenia-i-zlecenia&formularz=28');
  await expect(stepHeading(page, 'Lokal')).toBeVisible();
  const consent = page.getByRole('group', { name: /^Zgoda zarządcy budynku/ });
  await expect(consent).toHaveCount(0);

  const question = page.getByRole('group', { name: /^Lokal jest w budynku wielolokalowym/ });
  await question.getByText('Tak', { exact: true }).click();

  await expect(page.getByText('Nowa część formularza: Zgoda zarządcy budynku')).toBeAttached();
  await expect(consent).toBeVisible();
  await expect(consent).toBeInViewport();
  await expectNoAxeViolations(page);
});
