import { vi } from 'vitest';
import { describeStories } from '../../../test/renderStories.tsx';
import * as stories from './StatusTimeline.stories.tsx';

// The stories open dialogs and walk whole journeys; jsdom needs longer than the 5 s default for some.
vi.setConfig({ testTimeout: 20_000 });

describeStories('StatusTimeline', stories);
