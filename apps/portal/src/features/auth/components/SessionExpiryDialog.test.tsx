import { vi } from 'vitest';
import { describeStories } from '../../../test/renderStories.tsx';
import * as stories from './SessionExpiryDialog.stories.tsx';

vi.setConfig({ testTimeout: 20_000 });

describeStories('Session expiry warning', stories);
