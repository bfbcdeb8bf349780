import type { Resource } from 'i18next';
import { initI18nWithResources } from '../lib/i18n';

/** Every language's strings at once (tests only: the app fetches them per namespace). */
export function allLocales(): Resource {
  const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });
  const resources: Resource = {};
  for (const [path, module] of Object.entries(files)) {
    const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
    (resources[language] ??= {})[namespace] = module.default;
  }
  return resources;
}

initI18nWithResources(allLocales());
