import { describeStories } from '../test/describeStories.ts';
import * as stories from './PaymentConfirmationPage.stories.tsx';

describeStories('Payment confirmation page', stories);
