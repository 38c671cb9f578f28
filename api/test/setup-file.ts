import { openFileDatabase } from './support/file-database.js';

await openFileDatabase();
