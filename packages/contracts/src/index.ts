/**
 * The platform's shared contracts (`@pfe/contracts`). A sub-app's own lists and types are in
 * `<app>.ts`, imported through its subpath (`@pfe/contracts/lighthouse`): never exported here, so
 * adding an app edits no shared file.
 */
export * from './api';
export * from './limits';
export * from './statuses';
export * from './sub-apps';
export * from './account';
export * from './notifications';
export * from './moderation';
