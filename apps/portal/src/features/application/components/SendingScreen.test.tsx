import { describeStories } from '../../../test/renderStories.tsx';
import * as stories from './SendingScreen.stories.tsx';

describeStories('Sending screen', stories);
