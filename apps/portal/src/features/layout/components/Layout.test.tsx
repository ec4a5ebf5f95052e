import { describeStories } from '../../../test/renderStories.tsx';
import * as stories from './Layout.stories.tsx';

describeStories('Layout', stories);
