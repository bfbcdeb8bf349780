import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ALL_BLOCK_PAIRS, notBlocked, notBlockedBy } from './blocks.sql';

const SRC = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.spec\.ts$/.test(name) ? [path] : [];
  });
}

describe('blocks.sql: the one place that keeps blocked members apart', () => {
  it('checks both directions for notBlocked and one for notBlockedBy', () => {
    expect(notBlocked('$1', 'p.host_id')).toBe(
      'NOT EXISTS (SELECT 1 FROM blocks blk WHERE (blk.user_id = $1 AND blk.blocked_user_id = p.host_id) OR (blk.user_id = p.host_id AND blk.blocked_user_id = $1))',
    );
    expect(notBlockedBy('$2', 'c.b')).toBe('NOT EXISTS (SELECT 1 FROM blocks blk WHERE blk.user_id = $2 AND blk.blocked_user_id = c.b)');
    expect(ALL_BLOCK_PAIRS).toBe('SELECT user_id AS a, blocked_user_id AS b FROM blocks');
  });

  it('is the only source that names the block table in SQL (besides the migrations and the entity)', () => {
    const offenders = sourceFiles(SRC)
      .map((path) => relative(SRC, path).split('\\').join('/'))
      .filter((path) => !path.startsWith('database/migrations/') && !path.startsWith('modules/safety/'))
      .filter((path) => /\b(FROM|JOIN|INTO|UPDATE)\s+"?(blocks|exclusions)\b|\bblocked_user_id\b|\bexcluded_user_id\b/i.test(readFileSync(join(SRC, path), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
