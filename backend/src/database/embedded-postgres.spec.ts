import { ConfigError } from '../config/app-config';
import { EmbeddedPostgresAccessError, EmbeddedPostgresError, startFailureMessage } from './embedded-postgres';

describe('startFailureMessage', () => {
  const at = (level: string, text: string) => `2026-11-23 00:01:23.148 UTC [15588] ${level}:  ${text}`;

  it('gives the FATAL reason and its HINT for a port already in use', () => {
    const log = [
      at('LOG', 'starting PostgreSQL 17.5 on x86_64-pc-linux-gnu'),
      at('LOG', 'could not bind IPv4 address "127.0.0.1": Address already in use'),
      at('HINT', 'Is another postmaster already running on port 54378? If not, wait a few seconds and retry.'),
      at('WARNING', 'could not create listen socket for "127.0.0.1"'),
      at('FATAL', 'could not create any TCP/IP sockets'),
      at('LOG', 'database system is shut down'),
    ];
    expect(startFailureMessage(log, 54378, '/srv/data/postgres')).toBe(
      'The embedded PostgreSQL on port 54378 with its data in /srv/data/postgres did not start: could not create any TCP/IP sockets ' +
        '(Is another postmaster already running on port 54378? If not, wait a few seconds and retry)',
    );
  });

  it('leaves out a HINT that belongs to an earlier message', () => {
    const log = [at('HINT', 'old hint'), at('LOG', 'a'), at('LOG', 'b'), at('LOG', 'c'), at('LOG', 'd'), at('FATAL', 'data directory "/x" has invalid permissions')];
    expect(startFailureMessage(log, 5432, '/x')).toBe('The embedded PostgreSQL on port 5432 with its data in /x did not start: data directory "/x" has invalid permissions');
  });

  it('says how to see the log when PostgreSQL gave no reason', () => {
    expect(startFailureMessage([], 5432, '/x')).toBe(
      'The embedded PostgreSQL on port 5432 with its data in /x did not start: it stopped without saying why, run with LOG_LEVEL=debug to see its log',
    );
  });
});

describe('EmbeddedPostgresError', () => {
  it('is a ConfigError, so the app and the CLI print its message without a stack trace', () => {
    expect(new EmbeddedPostgresAccessError('x')).toBeInstanceOf(EmbeddedPostgresError);
    expect(new EmbeddedPostgresError('x')).toBeInstanceOf(ConfigError);
  });
});
