import { CreateUsersAndSessions1763766000000 } from './1763766000000-CreateUsersAndSessions.js';

/** Every migration, oldest first. Never edit one that has landed; add a new one. */
export const migrations = [CreateUsersAndSessions1763766000000];
