import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { runOperatorCommand } from '../../src/operator-commands';

export interface CliOutcome {
  status: number;
  stdout: string;
  stderr: string;
}

/** The settings every CLI call here gets besides its own (as the operator's environment would hold them). */
const BASE_ENV = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40) };

/**
 * An operator command run in this process, as src/cli.ts runs it: what it would print on standard
 * output and error, and its exit code (0, or 1 with the message). `input` is standard input.
 * The binary itself is proven once by `cliProcess`.
 */
export async function cli(args: string[], env: Record<string, string>, input = ''): Promise<CliOutcome> {
  let stderr = '';
  try {
    const message = await runOperatorCommand(args[0], args[1], {
      env: { ...BASE_ENV, ...env },
      readPassword: async () => input.split('\n')[0],
      progress: (line) => (stderr += `${line}\n`),
    });
    return { status: 0, stdout: `${message}\n`, stderr };
  } catch (err) {
    return { status: 1, stdout: '', stderr: `${stderr}${(err as Error).message}\n` };
  }
}

/** `node src/cli.ts <args>` as a process (compiled by ts-node: seconds, more on a loaded machine). */
export function cliProcess(args: string[], env: Record<string, string>, input = ''): CliOutcome {
  const out = spawnSync(process.execPath, ['-r', 'ts-node/register/transpile-only', join(__dirname, '..', '..', 'src', 'cli.ts'), ...args], {
    input,
    encoding: 'utf8',
    env: { ...process.env, ...BASE_ENV, ...env },
  });
  return { status: out.status ?? 1, stdout: out.stdout, stderr: out.stderr };
}
