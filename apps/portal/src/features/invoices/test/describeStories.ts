// Every story of a module as a test, like src/test/renderStories.tsx, with a longer time limit: the
// invoices screens are large tables driven by userEvent, and the machines here are shared and slow.
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';

type StoryModule = Parameters<typeof composeStories>[0];
interface RunnableStory {
  play?: unknown;
  run: () => Promise<void>;
}

export function describeStories<M extends StoryModule>(title: string, module: M, timeoutMs = 30_000): void {
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
