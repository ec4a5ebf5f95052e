// portal-spec §4 Case statuses: one row per status of the timeline table.
import { describe, expect, it } from 'vitest';
import { statusTimeline } from './statusTimeline.ts';

describe('status timeline (portal-spec §4)', () => {
  it("'Zgłoszenie': step 1 active", () => {
    expect(statusTimeline('Zgłoszenie')).toEqual({
      kind: 'steps',
      steps: ['active', 'default', 'default'],
      lines: ['default', 'default'],
      canceled: false,
      statusIcon: false,
    });
  });

  it("'W realizacji': step 2 active, first line green", () => {
    expect(statusTimeline('W realizacji')).toEqual({
      kind: 'steps',
      steps: ['ok', 'active', 'default'],
      lines: ['ok', 'default'],
      canceled: false,
      statusIcon: false,
    });
  });

  it("'Anulowane': application and implementation ok, third step error 'canceled', second line red", () => {
    expect(statusTimeline('Anulowane')).toEqual({
      kind: 'steps',
      steps: ['ok', 'ok', 'error'],
      lines: ['ok', 'error'],
      canceled: true,
      statusIcon: false,
    });
  });

  it("'Zakończenie realizacji': all ok, third step active, status icon shown", () => {
    expect(statusTimeline('Zakończenie realizacji')).toEqual({
      kind: 'steps',
      steps: ['ok', 'ok', 'active'],
      lines: ['ok', 'ok'],
      canceled: false,
      statusIcon: true,
    });
  });

  it("'Zgłoszenie przyjęte': ok with icon, no timeline", () => {
    expect(statusTimeline('Zgłoszenie przyjęte')).toEqual({ kind: 'accepted' });
  });

  it.each(['Oczekuje na uzupełnienie dokumentów', 'Przygotowanie umowy', '', 'zgłoszenie'])(
    'any other status (%j): default grey',
    (status) => {
      expect(statusTimeline(status)).toEqual({
        kind: 'steps',
        steps: ['default', 'default', 'default'],
        lines: ['default', 'default'],
        canceled: false,
        statusIcon: false,
      });
    },
  );
});
