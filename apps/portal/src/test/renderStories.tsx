// Renders every story of a story module as a test (@portal/ui/testing/renderStories): the story's play
// function holds its assertions, so each story proves what it shows.
import { describeStories as describeEveryStory, type StoryModule } from '@portal/ui/testing/renderStories';

// A whole form or invoices table rendered in jsdom and driven by userEvent takes seconds on a busy 2-core
// machine: the limit guards against a hang, not a speed budget (those are benchmarks, docs/performance.md).
const STORY_TIMEOUT_MS = 30_000;

export function describeStories(title: string, module: StoryModule): void {
  describeEveryStory(title, module, STORY_TIMEOUT_MS);
}
