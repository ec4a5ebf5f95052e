import { describe, expect, it } from 'vitest';
import { uiDataPointerIssues } from './check-ui.ts';

const schema = {
  type: 'object',
  properties: {
    contact: { type: 'object', properties: { phone: { type: 'string', title: 'Telefon' } } },
    notifications: {
      type: 'object',
      properties: { smsPhone: { type: 'string', title: 'Telefon do SMS-ów' } },
    },
  },
};

describe('uiDataPointerIssues', () => {
  it("passes a copyFrom naming a field of the form, in ui.json or in a shared definition's uiSchema", () => {
    const copyFrom = { smsPhone: { 'ui:options': { copyFrom: '/contact/phone' } } };
    expect(uiDataPointerIssues({ notifications: copyFrom }, schema)).toEqual([]);
    expect(
      uiDataPointerIssues({ 'ui:definitions': { '#/definitions/contact.notifications': copyFrom } }, schema),
    ).toEqual([]);
  });

  it('names a copyFrom or a shared sources list that misses, with the nearest field', () => {
    expect(
      uiDataPointerIssues(
        {
          notifications: { smsPhone: { 'ui:options': { copyFrom: '/contact/phnoe' } } },
          'ui:definitions': {
            '#/definitions/address.correspondenceAddress': {
              'ui:options': { sources: { same: ['/contact/adress'] } },
            },
          },
        },
        schema,
      ),
    ).toEqual([
      {
        definition: null,
        pointer: '/uiSchema/notifications/smsPhone/ui:options/copyFrom',
        message: '"copyFrom": w formularzu nie ma pola /contact/phnoe; czy chodziło o /contact/phone?',
      },
      {
        definition: '#/definitions/address.correspondenceAddress',
        pointer: '/ui:options/sources/same/0',
        message: 'w formularzu nie ma pola /contact/adress',
      },
    ]);
  });
});
