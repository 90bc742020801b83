import type { FeatureModule } from '../feature-module';
import { freezeFeedbackFiles, readFeedbackFile } from './file-access';
import { feedbackRoutes } from './routes';

/** The Feedback dialog's call: stored, e-mailed to support, listed for support staff (issue 14). */
export const feedbackModule: FeatureModule = {
  name: 'feedback',
  routes: [{ path: '/feedback', routes: feedbackRoutes }],
  fileAccess: { read: [readFeedbackFile], write: [freezeFeedbackFiles] },
};
