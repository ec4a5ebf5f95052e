import { describeStories } from '../../../test/renderStories.tsx';
import * as stories from './SummaryTiles.stories.tsx';

describeStories('Summary tiles', stories);
