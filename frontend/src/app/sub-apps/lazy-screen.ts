import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A screen exported by name from a lazily imported module. Give every screen of an app the same
 * `load` (one `() => import('…/features/<app>')`), so the app is one chunk, fetched on its first visit.
 */
export function lazyScreen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}
