export * from './api';
export * from './limits';
export * from './options';
export * from './statuses';
export * from './socketrelay';
export * from './lighthouse';
export * from './sleepstories';
export * from './account';
