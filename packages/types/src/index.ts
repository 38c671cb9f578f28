export * from './enums.js';
export * from './limits.js';
export * from './copy.js';
export * from './entities.js';
export * from './api.js';
export * from './admin.js';
export * from './titles.js';
export * from './extension.js';
