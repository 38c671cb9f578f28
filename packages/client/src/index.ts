export * from './api-client.js';
export * from './queries.js';
export * from './search-progress.js';
