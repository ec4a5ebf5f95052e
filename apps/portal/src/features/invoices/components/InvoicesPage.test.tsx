import { describeStories } from '../test/describeStories.ts';
import * as stories from './InvoicesPage.stories.tsx';

describeStories('Invoices page', stories);
