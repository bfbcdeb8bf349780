/** Limits the server enforces and the forms show. */

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

export const MAX_MESSAGE_LENGTH = 2000;
/** Chat history pages: the newest MESSAGE_PAGE_DEFAULT messages, then `before` a message id. */
export const MESSAGE_PAGE_DEFAULT = 50;
export const MESSAGE_PAGE_MAX = 100;
