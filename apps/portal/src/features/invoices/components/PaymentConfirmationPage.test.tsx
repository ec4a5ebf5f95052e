import { describeStories } from '../../../test/renderStories.tsx';
import * as stories from './PaymentConfirmationPage.stories.tsx';

describeStories('Payment confirmation page', stories);
