import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUB_APPS } from './sub-apps';

/** The default of MEDIA_MAX_UPLOAD_MB (config/app-config.ts), what an upload slot's `maxMb: 'media'` means. */
const MEDIA_DEFAULT_MB = 200;

/** deploy/nginx.conf's regex locations and their body limits, in MB. */
function uploadLocations(): { pattern: RegExp; source: string; mb: number }[] {
  const conf = readFileSync(join(__dirname, '..', '..', 'deploy', 'nginx.conf'), 'utf8');
  return [...conf.matchAll(/location ~ (\S+) \{([^}]*)\}/g)].map(([, source, body]) => {
    const size = /client_max_body_size (\d+)m;/.exec(body);
    return { pattern: new RegExp(source), source, mb: size ? Number(size[1]) : 1 };
  });
}

/**
 * nginx's upload limits come from the manifest's upload slots (docs/adding-a-sub-app.md): each
 * upload route of an entry has its `location ~` in deploy/nginx.conf, letting through at least
 * the slot's `maxMb`; a body-limit location names no route that is not an upload slot.
 */
describe('deploy/nginx.conf against the manifest upload slots', () => {
  const locations = uploadLocations();
  const uploads = SUB_APPS.flatMap((app) => app.uploads ?? []);

  it.each(uploads.map((slot) => [slot.route, slot] as const))('gives %s its own location, large enough', (route, slot) => {
    const path = route.replace(/:\w+/g, '7d3f1e2a-0000-4000-8000-000000000001');
    const location = locations.find((l) => l.pattern.test(path));
    const wanted = slot.maxMb === 'media' ? MEDIA_DEFAULT_MB : slot.maxMb;
    const block = `location ~ ^${route.replace(/:\w+/g, '[^/]+')}$ { client_max_body_size ${Math.ceil(wanted * 1.05)}m; … }`;
    expect(location, `add to deploy/nginx.conf: ${block}`).toBeDefined();
    expect(location!.mb).toBeGreaterThanOrEqual(wanted);
    expect(location!.pattern.test(`${path}/extra`)).toBe(false);
  });

  it('has no larger body limit for a route that is no upload slot', () => {
    const patterns = uploads.map(({ route }) => route.replace(/:\w+/g, '7d3f1e2a-0000-4000-8000-000000000001'));
    const orphans = locations.filter((l) => l.mb > 1 && !patterns.some((path) => l.pattern.test(path)));
    expect(orphans.map((l) => l.source)).toEqual([]);
  });
});
