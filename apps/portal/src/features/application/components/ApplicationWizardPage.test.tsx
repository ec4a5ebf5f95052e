import { vi } from 'vitest';
import { describeStories } from '../../../test/renderStories.tsx';
import * as stories from './ApplicationWizardPage.stories.tsx';

// Chakra screens with userEvent on shared, slow machines.
vi.setConfig({ testTimeout: 30_000 });

describeStories('Application wizard page', stories);
