import { describeStories } from '../../../test/renderStories.tsx';
import * as stories from './SessionScreens.stories.tsx';

describeStories('Session screens', stories);
