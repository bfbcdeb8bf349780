import fastifyMultipart from '@fastify/multipart';
import { HttpException } from '@nestjs/common';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { MAX_FILE_NAME, readAll, receiveSingleFile, type SingleFileOptions } from './multipart-file';

const BOUNDARY = 'spec-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const part = (disposition: string, content: Buffer | string) =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n')]);
const file = (content: Buffer | string, name = 'file', filename = 'a.bin') => part(`name="${name}"; filename="${filename}"`, content);
const field = (name: string, value: string) => part(`name="${name}"`, value);
const body = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);

const tooLarge = () => new HttpException('too large', 413);
const unreadable = () => new HttpException('unreadable', 400);

/**
 * A bare Fastify with the plugin's global limits as common/http/multipart.ts sets them (a global file
 * size of `globalFileSize`), and one route reading its upload with the shared reader: it answers what
 * `store` kept (the file's bytes as text), or the refusal, and whether the body had been read to its
 * end by then. `stored` and `removed` record the calls.
 */
async function server(maxBytes: number, globalFileSize = 1024 * 1024, store?: SingleFileOptions<string>['store']) {
  const stored: string[] = [];
  const removed: string[] = [];
  const app: FastifyInstance = Fastify();
  await app.register(fastifyMultipart, { throwFileSizeLimit: false, limits: { fileSize: globalFileSize, files: 1, fields: 0, parts: 1, fieldNameSize: 100, headerPairs: 20 } });
  // `ended`: the request's body was read to its end before the answer.
  app.setErrorHandler((err: Error, request, reply) => {
    const status = err instanceof HttpException ? err.getStatus() : 500;
    void reply.status(status).send({ message: err.message, ended: request.raw.readableEnded });
  });
  app.post('/upload', async (request) => {
    const kept = await receiveSingleFile(request, {
      maxBytes,
      tooLarge,
      unreadable,
      store:
        store ??
        (async (stream: Readable) => {
          const text = (await readAll(stream)).toString();
          stored.push(text);
          return text;
        }),
      remove: async (text) => void removed.push(text),
    });
    return { kept: kept ?? null, ended: request.raw.readableEnded };
  });
  await app.ready();
  const send = (payload: Buffer, contentType = MULTIPART) => app.inject({ method: 'POST', url: '/upload', headers: { 'content-type': contentType }, payload });
  return { app, send, stored, removed };
}

describe('receiveSingleFile', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  async function start(...args: Parameters<typeof server>) {
    const s = await server(...args);
    app = s.app;
    return s;
  }

  it('hands the one file in the field `file` to store, and answers what it kept', async () => {
    const { send, removed } = await start(100);
    const res = await send(body(file('hello')));
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: { kept: 'hello', ended: true } });
    expect(removed).toEqual([]);
  });

  it('gives no file for a body that is not multipart, and no file for a multipart body without parts', async () => {
    const { send, stored } = await start(100);
    expect((await send(Buffer.from('{}'), 'application/json')).json()).toMatchObject({ kept: null });
    expect((await send(Buffer.from(`--${BOUNDARY}--\r\n`))).json()).toEqual({ kept: null, ended: true });
    expect(stored).toEqual([]);
  });

  it.each([
    ['another field name', () => body(file('x', 'photo'))],
    ['a text field before the file', () => body(field('title', 'x'), file('x'))],
    [`a file name over ${MAX_FILE_NAME} characters`, () => body(file('x', 'file', 'a'.repeat(MAX_FILE_NAME + 1)))],
    ['a body cut off in the file', () => Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\n`), Buffer.from('half a fi')])],
    ['garbage', () => Buffer.from('\u0000\u0001 not multipart')],
  ])('refuses %s as unreadable and stores nothing', async (_label, payload) => {
    const { send, stored } = await start(100);
    const res = await send(payload());
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { message: 'unreadable', ended: true } });
    expect(stored).toEqual([]);
  });

  it('refuses a multipart Content-Type without a boundary as unreadable', async () => {
    const { send } = await start(100);
    expect((await send(body(file('x')), 'multipart/form-data')).json()).toEqual({ message: 'unreadable', ended: true });
  });

  it('removes the stored file when a second part or a text field follows it', async () => {
    const { send, stored, removed } = await start(100);
    expect((await send(body(file('first'), file('second')))).json()).toEqual({ message: 'unreadable', ended: true });
    expect((await send(body(file('alone'), field('title', 'x')))).json()).toEqual({ message: 'unreadable', ended: true });
    expect(stored).toEqual(['first', 'alone']);
    expect(removed).toEqual(['first', 'alone']);
  });

  it('refuses a file over the route’s limit with tooLarge and removes what was stored, below the plugin’s own limit', async () => {
    const { send, removed } = await start(10, 1000);
    expect((await send(body(file('0123456789')))).json()).toEqual({ kept: '0123456789', ended: true });
    const res = await send(body(file('0123456789A')));
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 413, body: { message: 'too large', ended: true } });
    expect(removed).toEqual(['0123456789']);
  });

  it('reads the rest of the body after a refusal, however much of it there is', async () => {
    const { send, stored } = await start(100);
    // A large file after a text field: the parser holds it, nobody reads it; the answer still comes.
    const res = await send(body(field('title', 'x'), file(Buffer.alloc(2 * 1024 * 1024, 'a'))));
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { message: 'unreadable', ended: true } });
    expect(stored).toEqual([]);
  });

  it('passes the feature’s own refusal from store, and any other failure as unreadable', async () => {
    const refusing = await server(100, undefined, async () => {
      throw new HttpException('not audio', 415);
    });
    const failing = await server(100, undefined, async () => {
      throw new Error('disk full');
    });
    try {
      expect((await refusing.send(body(file('x')))).json()).toEqual({ message: 'not audio', ended: true });
      expect((await failing.send(body(file('x')))).json()).toEqual({ message: 'unreadable', ended: true });
    } finally {
      await Promise.all([refusing.app.close(), failing.app.close()]);
    }
  });
});
