/**
 * Moved to components/badges.ts (the member app and the admin console share these rules). This
 * re-export only keeps the console's existing imports working until they point there; nothing in
 * the member app imports it.
 */
export * from '../../components/badges';
