import { dataDirProblem, firstBlockedFolder, folderProblem, PathStat, PostgresUser, StatFn } from './embedded-postgres-access';

const ROOT = 0;
const postgres: PostgresUser = { name: 'postgres', uid: 101, gid: 104 };
const notCreatedYet: PostgresUser = { name: 'postgres', uid: -1, gid: -1 };

function dir(mode: number, uid = ROOT, gid = ROOT): PathStat {
  return { mode: 0o40000 | mode, uid, gid, isDirectory: () => true };
}
function file(mode: number, uid = ROOT, gid = ROOT): PathStat {
  return { mode: 0o100000 | mode, uid, gid, isDirectory: () => false };
}
/** A stat function over a fixed tree; every path not listed does not exist. */
function tree(entries: Record<string, PathStat>): StatFn {
  return (path) => entries[path];
}

const base = { '/': dir(0o755), '/tmp': dir(0o1777) };

describe('dataDirProblem', () => {
  it('accepts a data folder below folders everyone can enter', () => {
    const stat = tree({ ...base, '/tmp/app': dir(0o755), '/tmp/app/data': dir(0o755), '/tmp/app/data/postgres': dir(0o755) });
    expect(dataDirProblem('/tmp/app/data/postgres', postgres, stat)).toBeUndefined();
  });

  it('names a mktemp -d folder (mode 700) the postgres user cannot enter, and the fix, in one sentence', () => {
    const stat = tree({ ...base, '/tmp/tmp.abc': dir(0o700), '/tmp/tmp.abc/data': dir(0o755), '/tmp/tmp.abc/data/postgres': dir(0o755) });
    expect(dataDirProblem('/tmp/tmp.abc/data/postgres', postgres, stat)).toBe(
      "The embedded PostgreSQL runs as the system user 'postgres', which cannot enter /tmp/tmp.abc (mode 700): " +
        'choose a DATA_DIR outside it or run `chmod o+x /tmp/tmp.abc`',
    );
  });

  it('reports the topmost blocked folder first', () => {
    const stat = tree({ ...base, '/tmp/a': dir(0o750), '/tmp/a/b': dir(0o700), '/tmp/a/b/postgres': dir(0o755) });
    expect(dataDirProblem('/tmp/a/b/postgres', postgres, stat)).toContain('cannot enter /tmp/a (mode 750)');
  });

  it('checks the folders above a data folder that does not exist yet, up to the first missing one', () => {
    expect(dataDirProblem('/tmp/new/data/postgres', postgres, tree(base))).toBeUndefined();
    const blocked = tree({ ...base, '/tmp/private': dir(0o700) });
    expect(dataDirProblem('/tmp/private/new/postgres', postgres, blocked)).toContain('cannot enter /tmp/private (mode 700)');
  });

  it('applies the owner bits to the owner and the group bits to its group, as the kernel does', () => {
    // Owned by postgres: the owner bits count, even when "others" could enter.
    const ownerBlocked = tree({ ...base, '/tmp/x': dir(0o601, postgres.uid, ROOT), '/tmp/x/postgres': dir(0o700) });
    expect(dataDirProblem('/tmp/x/postgres', postgres, ownerBlocked)).toContain('run `chmod u+x /tmp/x`');
    const ownerOk = tree({ ...base, '/tmp/x': dir(0o700, postgres.uid, ROOT), '/tmp/x/postgres': dir(0o700) });
    expect(dataDirProblem('/tmp/x/postgres', postgres, ownerOk)).toBeUndefined();
    // Group postgres: the group bits count.
    const groupOk = tree({ ...base, '/tmp/x': dir(0o750, ROOT, postgres.gid), '/tmp/x/postgres': dir(0o700) });
    expect(dataDirProblem('/tmp/x/postgres', postgres, groupOk)).toBeUndefined();
    const groupBlocked = tree({ ...base, '/tmp/x': dir(0o705, ROOT, postgres.gid), '/tmp/x/postgres': dir(0o700) });
    expect(dataDirProblem('/tmp/x/postgres', postgres, groupBlocked)).toContain('run `chmod g+x /tmp/x`');
  });

  it('treats a postgres user that does not exist yet as owning nothing', () => {
    const stat = tree({ ...base, '/tmp/x': dir(0o750, ROOT, ROOT), '/tmp/x/postgres': dir(0o700) });
    expect(dataDirProblem('/tmp/x/postgres', notCreatedYet, stat)).toContain('cannot enter /tmp/x (mode 750)');
    const open = tree({ ...base, '/tmp/x': dir(0o711), '/tmp/x/postgres': dir(0o700) });
    expect(dataDirProblem('/tmp/x/postgres', notCreatedYet, open)).toBeUndefined();
  });

  it('needs only the right to enter (x), not to list (r), the folders above', () => {
    const stat = tree({ ...base, '/tmp/x': dir(0o711), '/tmp/x/postgres': dir(0o700) });
    expect(dataDirProblem('/tmp/x/postgres', postgres, stat)).toBeUndefined();
  });

  it('leaves a data folder that is not initialised to embedded-postgres, which hands it to the postgres user', () => {
    const stat = tree({ ...base, '/tmp/x': dir(0o755), '/tmp/x/postgres': dir(0o700, ROOT, ROOT) });
    expect(dataDirProblem('/tmp/x/postgres', postgres, stat)).toBeUndefined();
  });

  it('requires an initialised data folder to belong to the postgres user', () => {
    const foreign = tree({
      ...base,
      '/tmp/x': dir(0o755),
      '/tmp/x/postgres': dir(0o700, 1000, 1000),
      '/tmp/x/postgres/PG_VERSION': file(0o600, 1000, 1000),
    });
    expect(dataDirProblem('/tmp/x/postgres', postgres, foreign)).toBe(
      "The embedded PostgreSQL runs as the system user 'postgres', which does not own its data folder /tmp/x/postgres (owner uid 1000): " +
        'run `chown -R postgres: /tmp/x/postgres` or choose another DATA_DIR',
    );
    const owned = tree({
      ...base,
      '/tmp/x': dir(0o755),
      '/tmp/x/postgres': dir(0o700, postgres.uid, postgres.gid),
      '/tmp/x/postgres/PG_VERSION': file(0o600, postgres.uid, postgres.gid),
    });
    expect(dataDirProblem('/tmp/x/postgres', postgres, owned)).toBeUndefined();
  });

  it('says so when a file stands where a folder should be', () => {
    expect(dataDirProblem('/tmp/f/postgres', postgres, tree({ ...base, '/tmp/f': file(0o644) }))).toBe(
      '/tmp/f is not a folder: choose a DATA_DIR that is one',
    );
    expect(dataDirProblem('/tmp/x/postgres', postgres, tree({ ...base, '/tmp/x': dir(0o755), '/tmp/x/postgres': file(0o644) }))).toBe(
      '/tmp/x/postgres is not a folder: remove it or choose another DATA_DIR',
    );
  });

  it('resolves a relative or untidy path before walking it', () => {
    const seen: string[] = [];
    const stat: StatFn = (path) => {
      seen.push(path);
      return tree({ ...base, '/tmp/x': dir(0o755) })(path);
    };
    dataDirProblem('/tmp//x/./postgres/', postgres, stat);
    expect(seen).toEqual(['/', '/tmp', '/tmp/x', '/tmp/x/postgres']);
  });
});

describe('firstBlockedFolder', () => {
  it('checks the folder itself as well as every folder above it', () => {
    const stat = tree({ ...base, '/tmp/x': dir(0o755), '/tmp/x/bin': dir(0o700) });
    expect(firstBlockedFolder('/tmp/x/bin', postgres, stat)).toEqual({ path: '/tmp/x/bin', mode: '700', fix: 'chmod o+x /tmp/x/bin' });
    expect(firstBlockedFolder('/tmp/x', postgres, stat)).toBeUndefined();
  });

  it('keeps special bits out of the fix but shows them in the mode', () => {
    const stat = tree({ '/': dir(0o755), '/srv': dir(0o2770) });
    expect(firstBlockedFolder('/srv/app', postgres, stat)).toEqual({ path: '/srv', mode: '2770', fix: 'chmod o+x /srv' });
  });
});

describe('folderProblem', () => {
  it('names what the postgres user cannot reach and how to fix it', () => {
    const stat = tree({ '/': dir(0o755), '/root': dir(0o700), '/root/app': dir(0o755) });
    expect(folderProblem('/root/app/native/bin', 'its programs', 'install the app in a folder other users can enter', postgres, stat)).toBe(
      "The embedded PostgreSQL runs as the system user 'postgres', which cannot enter /root (mode 700) to reach its programs: " +
        'install the app in a folder other users can enter or run `chmod o+x /root`',
    );
    expect(folderProblem('/usr/lib/app/bin', 'its programs', 'move it', postgres, tree({ '/': dir(0o755), '/usr': dir(0o755) }))).toBeUndefined();
  });
});
