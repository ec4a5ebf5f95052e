import { describeStories } from '../test/describeStories.ts';
import * as stories from './InvoiceDialogs.stories.tsx';

describeStories('Invoice dialogs', stories);
