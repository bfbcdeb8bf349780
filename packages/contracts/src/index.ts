export * from './api';
export * from './limits';
export * from './options';
export * from './statuses';
export * from './account';
