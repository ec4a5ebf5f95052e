import { describeStories } from '../../../test/renderStories.tsx';
import * as stories from './ErrorPages.stories.tsx';

describeStories('Error pages', stories);
