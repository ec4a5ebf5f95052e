import { describeStories } from '../../../test/renderStories.tsx';
import * as stories from './InvoiceDialogs.stories.tsx';

describeStories('Invoice dialogs', stories);
