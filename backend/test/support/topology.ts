import { ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createConnection } from 'node:net';
import { ensureDebianBinary, sleep, waitUntil } from './app-process';

const REPO = join(__dirname, '..', '..', '..');
export const NGINX_CONF = join(REPO, 'deploy', 'nginx.conf');

/** Replaces `from` once in `text`, or fails: the test must notice when deploy/nginx.conf changes shape. */
function replaceOnce(text: string, from: string, to: string): string {
  if (text.split(from).length !== 2) throw new Error(`deploy/nginx.conf: expected "${from}" exactly once`);
  return text.replace(from, to);
}

/** deploy/nginx.conf as it ships, its upstreams and listen address replaced by loopback ports. */
export function renderSiteConfig(listen: number, app1: number, app2: number): string {
  let site = readFileSync(NGINX_CONF, 'utf8');
  site = replaceOnce(site, 'server app1:5000', `server 127.0.0.1:${app1}`);
  site = replaceOnce(site, 'server app2:5000', `server 127.0.0.1:${app2}`);
  return replaceOnce(site, 'listen 80;', `listen 127.0.0.1:${listen};`);
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export interface Service {
  child: ChildProcess;
  stop(): Promise<void>;
}

function service(child: ChildProcess): Service {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
    },
  };
}

/** Debian's nginx (installed when missing) in the foreground with deploy/nginx.conf, under `dir`. */
export async function startNginx(dir: string, listen: number, app1: number, app2: number): Promise<Service> {
  const nginx = ensureDebianBinary('/usr/sbin/nginx', 'nginx');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'logs'), { recursive: true });
  writeFileSync(join(dir, 'site.conf'), renderSiteConfig(listen, app1, app2));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${join(dir, t)};`).join('\n  ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'logs', 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp}
  include ${join(dir, 'site.conf')};
}
`,
  );
  const child = spawn(nginx, ['-p', dir, '-e', join(dir, 'logs', 'error.log'), '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
  await waitUntil(() => portAnswers(listen), `nginx on ${listen}`, 20_000);
  return service(child);
}

/** Debian's redis-server (installed when missing) on `port`, nothing saved to disk. */
export async function startRedis(port: number): Promise<Service> {
  const redis = ensureDebianBinary('/usr/bin/redis-server', 'redis-server');
  const child = spawn(redis, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  let failed: string | undefined;
  child.once('exit', (code, signal) => (failed = `redis-server on ${port} exited (${code ?? signal}) before it answered`));
  child.once('error', (err) => (failed = `redis-server could not start: ${err.message}`));
  await waitUntil(
    async () => {
      if (failed) throw new Error(failed);
      return portAnswers(port);
    },
    `redis-server on ${port}`,
    20_000,
  );
  return service(child);
}
