import type { FeatureModule } from './feature-module';
import { appConfigModule } from './app-config/module';
import { assistantModule } from './assistant/module';
import { chatModule } from './chat/module';
import { commentsModule } from './comments/module';
import { contactsModule } from './contacts/module';
import { esignModule } from './esign/module';
import { feedbackModule } from './feedback/module';
import { groupsModule } from './groups/module';
import { healthModule } from './health/module';
import { invitationsModule } from './invitations/module';
import { jobsModule } from './jobs/module';
import { knowledgeModule } from './knowledge/module';
import { likesModule } from './likes/module';
import { linkPreviewModule } from './link-preview/module';
import { mediaModule } from './media/module';
import { meetingsModule } from './meetings/module';
import { notificationsModule } from './notifications/module';
import { pairingsModule } from './pairings/module';
import { postsModule } from './posts/module';
import { preferencesModule } from './preferences/module';
import { profilesModule } from './profiles/module';
import { searchModule } from './search/module';
import { signInLinksModule } from './sign-in-links/module';
import { usersModule } from './users/module';

/**
 * Every feature of the server, the one place that names them: a new feature is a folder
 * with a module.ts and a line here. Routes are mounted in this order.
 */
export const featureModules: readonly FeatureModule[] = [
  healthModule,
  postsModule,
  commentsModule,
  likesModule,
  chatModule,
  usersModule,
  pairingsModule,
  groupsModule,
  invitationsModule,
  contactsModule,
  preferencesModule,
  searchModule,
  profilesModule,
  linkPreviewModule,
  mediaModule,
  esignModule,
  jobsModule,
  meetingsModule,
  feedbackModule,
  appConfigModule,
  knowledgeModule,
  notificationsModule,
  assistantModule,
  signInLinksModule,
];
