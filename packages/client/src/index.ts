export * from './api-client.js';
export * from './queries.js';
