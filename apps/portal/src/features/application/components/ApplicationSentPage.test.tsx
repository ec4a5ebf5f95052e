import { describe, expect, it } from 'vitest';
import { describeStories } from '../../../test/renderStories.tsx';
import { readSentState } from '../lib/sentState.ts';
import * as stories from './ApplicationSentPage.stories.tsx';

describeStories('Application sent page', stories);

describe('readSentState (portal-spec §2: without an e-mail the page redirects)', () => {
  it.each([
    [undefined, undefined],
    [{}, undefined],
    [{ applicationSent: { email: '' } }, undefined],
    [
      { applicationSent: { email: 'a@b.pl' } },
      { email: 'a@b.pl', phone: null, applicationNumber: '', registration: false },
    ],
    [
      {
        applicationSent: {
          email: 'a@b.pl',
          phone: '601-234-567',
          applicationNumber: 'WN/1',
          registration: true,
        },
      },
      { email: 'a@b.pl', phone: '601-234-567', applicationNumber: 'WN/1', registration: true },
    ],
  ])('%j -> %j', (state, expected) => {
    expect(readSentState(state)).toEqual(expected);
  });
});
