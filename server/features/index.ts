import type { FeatureModule } from './feature-module';
import { accountModule } from './account/module';
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
 *
 * Bottom-up: each feature imports only features before it (feature-modules.test.ts holds
 * this). A feature that reacts to what one below it writes declares a reaction in its module
 * (reactions.ts) instead of being called; notifications consume the events features publish
 * (notify-events.ts).
 */
export const featureModules: readonly FeatureModule[] = [
  // Stand alone.
  healthModule,
  appConfigModule,
  feedbackModule,
  preferencesModule,
  linkPreviewModule,
  // Files, then people.
  mediaModule,
  usersModule,
  profilesModule,
  chatModule,
  // Posts (they read their files' media and their likes), and what is written about them.
  postsModule,
  // Search reads what posts may be seen (their visibility rule); jobs search applicants through it.
  searchModule,
  commentsModule,
  likesModule,
  // Relationships and groups write posts into timelines; invitations and contacts bring people in.
  pairingsModule,
  groupsModule,
  invitationsModule,
  contactsModule,
  meetingsModule,
  // Features that react to the ones below.
  esignModule,
  jobsModule,
  knowledgeModule,
  notificationsModule,
  assistantModule,
  signInLinksModule,
  // Export and erasure read (and erase) every feature's tables.
  accountModule,
];
