import { vi } from 'vitest';
import { describeStories } from '../../../test/renderStories.tsx';
import * as stories from './TwoFactorModal.stories.tsx';

// These stories are whole screens driven through the API client (with the token check's minimum delay):
// slower than a unit test on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describeStories('Two-factor modal', stories);
