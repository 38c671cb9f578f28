import { CreateUsersAndSessions1763766000000 } from './1763766000000-CreateUsersAndSessions.js';
import { CreateSearchTables1763770000000 } from './1763770000000-CreateSearchTables.js';
import { CreateResumes1763771000000 } from './1763771000000-CreateResumes.js';
import { CreateContactTables1763772000000 } from './1763772000000-CreateContactTables.js';
import { CreateMailAndApplicationTables1763780000000 } from './1763780000000-CreateMailAndApplicationTables.js';
import { CreateBillingTables1763790000000 } from './1763790000000-CreateBillingTables.js';
import { CreateAuditAndRetention1763800000000 } from './1763800000000-CreateAuditAndRetention.js';
import { CreateExtensionTokens1763810000000 } from './1763810000000-CreateExtensionTokens.js';

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
];
