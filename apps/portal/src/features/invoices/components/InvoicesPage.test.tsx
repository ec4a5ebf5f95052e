import { describeStories } from '../../../test/renderStories.tsx';
import * as stories from './InvoicesPage.stories.tsx';

describeStories('Invoices page', stories);
