export * from './plans.js';
export * from './companies.js';
export * from './users.js';
export * from './queues.js';
export * from './settings.js';
export * from './sessions.js';
export * from './chatbots.js';
export * from './connections.js';
