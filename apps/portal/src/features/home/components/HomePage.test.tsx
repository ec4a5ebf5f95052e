import { describeStories } from '../../../test/renderStories.tsx';
import * as stories from './HomePage.stories.tsx';

describeStories('Home page', stories);
