import { init } from './20261123T0200-init';
import { graph } from './20261123T0300-graph';
import { discoveryProfiles } from './20261123T0310-discovery-profiles';
import { posts } from './20261123T0400-posts';
import { commentsLikes } from './20261123T0410-comments-likes';
import { timelineOrderIndexes } from './20261123T0500-timeline-order-indexes';
import { chatReadReceipts } from './20261123T0530-chat-read-receipts';
import { attachmentMedia } from './20261123T0600-attachment-media';
import { jobs } from './20261125T0930-jobs';
import { esign } from './20261125T0940-esign';
import { jobsApplicantOrder } from './20261125T1000-jobs-applicant-order';
import { jobsClosedAt } from './20261126T0600-jobs-closed-at';
import { signInLinks } from './20261128T1800-sign-in-links';
import { meetings } from './20261125T1240-meetings';
import { feedback } from './20261125T1245-feedback';
import { knowledge } from './20261125T1300-knowledge';
import { notifications } from './20261125T1310-notifications';
import { assistant } from './20261125T1320-assistant';
import { idempotentRequests } from './20261126T0220-idempotent-requests';
import { assistantAway } from './20261126T0340-assistant-away';
import { notificationsSeen } from './20261126T0615-notifications-seen';
import { postPartialIndexes } from './20261126T1015-post-partial-indexes';
import { searchAccentFolding } from './20261127T1400-search-accent-folding';
import { meetingPeerMedia } from './20261128T1740-meeting-peer-media';
import { knowledgeUnits } from './20261128T1800-knowledge-units';
import { notificationPrivacy } from './20261128T1810-notification-privacy';
import { groupInvitations } from './20261128T1820-group-invitations';
import { esignSignerTimeZone } from './20261128T1830-esign-signer-time-zone';
import { chatNotifications } from './20261129T0620-chat-notifications';
import { esignOutsideSigners } from './20261129T0630-esign-outside-signers';
import { contentSearch } from './20261129T0650-content-search';
import { accountExportDeletion } from './20261129T0700-account-export-deletion';
import { jobTabViews } from './20261129T0800-job-tab-views';
import { mailSenderName } from './20261129T0810-mail-sender-name';
import { searchFilterKeys } from './20261129T0820-search-filter-keys';
import { searchVectors } from './20261129T1300-search-vectors';
import { searchVocab } from './20261129T1310-search-vocab';
import { searchPrefixIndex } from './20261129T1320-search-prefix-index';
import { searchIndexQueueMigration } from './20261129T1900-search-index-queue';
import { searchFoldAscii } from './20261129T2300-search-fold-ascii';
import { postSearchPerStatement } from './20261130T0500-post-search-per-statement';
import type { MigrationFactory } from './types';

/**
 * Every migration, in order. Names are timestamps; a new migration is a new file
 * `<yyyymmdd>T<hhmm>-<name>.ts` and a line here. Never edit one that has shipped.
 */
export const migrations: Record<string, MigrationFactory> = {
  '20261123T0200-init': init,
  '20261123T0300-graph': graph,
  '20261123T0310-discovery-profiles': discoveryProfiles,
  '20261123T0400-posts': posts,
  '20261123T0410-comments-likes': commentsLikes,
  '20261123T0500-timeline-order-indexes': timelineOrderIndexes,
  '20261123T0530-chat-read-receipts': chatReadReceipts,
  '20261123T0600-attachment-media': attachmentMedia,
  '20261125T0930-jobs': jobs,
  '20261125T0940-esign': esign,
  '20261125T1000-jobs-applicant-order': jobsApplicantOrder,
  '20261125T1240-meetings': meetings,
  '20261125T1245-feedback': feedback,
  '20261125T1300-knowledge': knowledge,
  '20261125T1310-notifications': notifications,
  '20261125T1320-assistant': assistant,
  '20261126T0220-idempotent-requests': idempotentRequests,
  '20261126T0340-assistant-away': assistantAway,
  '20261126T0600-jobs-closed-at': jobsClosedAt,
  '20261126T0615-notifications-seen': notificationsSeen,
  '20261126T1015-post-partial-indexes': postPartialIndexes,
  '20261127T1400-search-accent-folding': searchAccentFolding,
  '20261128T1740-meeting-peer-media': meetingPeerMedia,
  '20261128T1800-knowledge-units': knowledgeUnits,
  '20261128T1800-sign-in-links': signInLinks,
  '20261128T1810-notification-privacy': notificationPrivacy,
  '20261128T1820-group-invitations': groupInvitations,
  '20261128T1830-esign-signer-time-zone': esignSignerTimeZone,
  '20261129T0620-chat-notifications': chatNotifications,
  '20261129T0630-esign-outside-signers': esignOutsideSigners,
  '20261129T0650-content-search': contentSearch,
  '20261129T0700-account-export-deletion': accountExportDeletion,
  '20261129T0800-job-tab-views': jobTabViews,
  '20261129T0810-mail-sender-name': mailSenderName,
  '20261129T0820-search-filter-keys': searchFilterKeys,
  '20261129T1300-search-vectors': searchVectors,
  '20261129T1310-search-vocab': searchVocab,
  '20261129T1320-search-prefix-index': searchPrefixIndex,
  '20261129T1900-search-index-queue': searchIndexQueueMigration,
  '20261129T2300-search-fold-ascii': searchFoldAscii,
  '20261130T0500-post-search-per-statement': postSearchPerStatement,
};
