// Renders every story of a story module as a test (Storybook portable stories): the story's play function
// holds its assertions, so each story proves what it shows. The apps use it too
// (@portal/ui/testing/renderStories), with the time limit their larger screens need.
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';

export type StoryModule = Parameters<typeof composeStories>[0];
interface RunnableStory {
  play?: unknown;
  run: () => Promise<void>;
}

export function describeStories<M extends StoryModule>(title: string, module: M, timeoutMs?: number): void {
  const stories = Object.entries(composeStories(module)) as Array<[string, RunnableStory]>;
  describe(`${title} stories`, () => {
    it('has at least one story', () => {
      expect(stories.length).toBeGreaterThan(0);
    });
    it.each(stories)(
      '%s renders and passes its play assertions',
      async (_name, Story) => {
        expect(Story.play, 'every story asserts what it shows in a play function').toBeTypeOf('function');
        await Story.run();
      },
      timeoutMs,
    );
  });
}
