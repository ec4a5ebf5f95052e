import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_OPERATOR } from './operator.ts';
import { informationLeafletSections } from './information-leaflet.ts';

describe('information leaflet', () => {
  it("prints the operator's contact from the configuration, not from the leaflet", () => {
    const operator = {
      ...PLACEHOLDER_OPERATOR,
      email: 'wnioski@osd.test',
      postalAddress: ['OSD', '00-950 Warszawa'],
    };
    const contact = informationLeafletSections(operator).find((section) => section.heading === 'Kontakt');
    expect(contact?.paragraphs).toEqual(['E-mail: wnioski@osd.test', 'Adres: OSD, 00-950 Warszawa']);
  });

  it("says the spec's times and limits", () => {
    const text = JSON.stringify(informationLeafletSections(PLACEHOLDER_OPERATOR));
    expect(text).toContain('ważny 24 godziny');
    expect(text).toContain('3 dni roboczych');
    expect(text).toContain('7 dni roboczych');
    expect(text).toContain('najwyżej 10 MB');
    expect(text).toContain('najwyżej 50 MB');
  });
});
