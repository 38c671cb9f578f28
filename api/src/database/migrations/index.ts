import { CreateUsersAndSessions1763766000000 } from './1763766000000-CreateUsersAndSessions.js';
import { CreateSearchTables1763770000000 } from './1763770000000-CreateSearchTables.js';
import { CreateResumes1763771000000 } from './1763771000000-CreateResumes.js';
import { CreateContactTables1763772000000 } from './1763772000000-CreateContactTables.js';
import { CreateMailAndApplicationTables1763780000000 } from './1763780000000-CreateMailAndApplicationTables.js';
import { CreateBillingTables1763790000000 } from './1763790000000-CreateBillingTables.js';
import { CreateAuditAndRetention1763800000000 } from './1763800000000-CreateAuditAndRetention.js';
import { CreateExtensionTokens1763810000000 } from './1763810000000-CreateExtensionTokens.js';
import { CreateSiteBudgets1795502197807 } from './1795502197807-CreateSiteBudgets.js';
import { CreateRateLimits1795502374032 } from './1795502374032-CreateRateLimits.js';
import { CreateSiteHealthChecks1795502464937 } from './1795502464937-CreateSiteHealthChecks.js';
import { UnconfirmedSends1795503483863 } from './1795503483863-UnconfirmedSends.js';
import { StreamedResultsAndRechecks1795510000000 } from './1795510000000-StreamedResultsAndRechecks.js';
import { Outreach1795520000000 } from './1795520000000-Outreach.js';
import { CreateSavedSearches1795530000000 } from './1795530000000-CreateSavedSearches.js';
import { GmailReplyDetection1795540000000 } from './1795540000000-GmailReplyDetection.js';
import { MatchReasons1795542220000 } from './1795542220000-MatchReasons.js';
import { JobApplicantsAndSponsorship1795551380000 } from './1795551380000-JobApplicantsAndSponsorship.js';
import { SenderAddressPace1795553480000 } from './1795553480000-SenderAddressPace.js';
import { AutoReplies1795553647000 } from './1795553647000-AutoReplies.js';
import { Bounces1795554291000 } from './1795554291000-Bounces.js';
import { SenderPauses1795554292000 } from './1795554292000-SenderPauses.js';
import { ResumableDraftBatches1795554295000 } from './1795554295000-ResumableDraftBatches.js';
import { RecipientClock1795554293000 } from './1795554293000-RecipientClock.js';
import { DraftGrounding1795554296000 } from './1795554296000-DraftGrounding.js';

/** Every migration, oldest first. Never edit one that has landed; add a new one. */
export const migrations = [
  CreateUsersAndSessions1763766000000,
  CreateSearchTables1763770000000,
  CreateResumes1763771000000,
  CreateContactTables1763772000000,
  CreateMailAndApplicationTables1763780000000,
  CreateBillingTables1763790000000,
  CreateAuditAndRetention1763800000000,
  CreateExtensionTokens1763810000000,
  CreateSiteBudgets1795502197807,
  CreateRateLimits1795502374032,
  CreateSiteHealthChecks1795502464937,
  UnconfirmedSends1795503483863,
  StreamedResultsAndRechecks1795510000000,
  Outreach1795520000000,
  CreateSavedSearches1795530000000,
  GmailReplyDetection1795540000000,
  MatchReasons1795542220000,
  JobApplicantsAndSponsorship1795551380000,
  SenderAddressPace1795553480000,
  AutoReplies1795553647000,
  Bounces1795554291000,
  SenderPauses1795554292000,
  RecipientClock1795554293000,
  ResumableDraftBatches1795554295000,
  DraftGrounding1795554296000,
];
