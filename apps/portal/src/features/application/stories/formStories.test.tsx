// The generated stories (one per online form of the catalog) render their form with the engine.
import { composeStories } from '@storybook/react-vite';
import { expect, it } from 'vitest';
import * as stories from '../../../generated/forms.stories.tsx';
import { onlineFormIds } from '@portal/forms-generated';
import { describeStories } from '../../../test/renderStories.tsx';

it('has one story for every online form of the catalog', () => {
  const formIds = Object.values(composeStories(stories)).map((story) => story.args.formId);
  expect(formIds).toEqual([...onlineFormIds]);
});

describeStories('Catalog forms', stories);
