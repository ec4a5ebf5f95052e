import { describeStories } from '../test/describeStories.ts';
import * as stories from './SummaryTiles.stories.tsx';

describeStories('Summary tiles', stories);
