// Renders every story of a story module as a test (Storybook portable stories): the story's play function
// holds its assertions, so each story proves what it shows.
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';

const STORY_TIMEOUT_MS = 30_000;

type StoryModule = Parameters<typeof composeStories>[0];
interface RunnableStory {
  play?: unknown;
  run: () => Promise<void>;
}

export function describeStories<M extends StoryModule>(title: string, module: M): void {
  const stories = Object.entries(composeStories(module)) as Array<[string, RunnableStory]>;
  describe(`${title} stories`, () => {
    it('has at least one story', () => {
      expect(stories.length).toBeGreaterThan(0);
    });
    // A whole form rendered in jsdom takes seconds on a busy 2-core machine: the limit guards against a
    // hang, not a speed budget (those are benchmarks, docs/performance.md).
    it.each(stories)(
      '%s renders and passes its play assertions',
      async (_name, Story) => {
        expect(Story.play, 'every story asserts what it shows in a play function').toBeTypeOf('function');
        await Story.run();
      },
      STORY_TIMEOUT_MS,
    );
  });
}
