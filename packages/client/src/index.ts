export * from './api-client.js';
export * from './queries.js';
export * from './admin-queries.js';
export * from './data-rights.js';
export * from './search-progress.js';
export * from './search-form.js';
export * from './progress-text.js';
export * from './job-counts.js';
