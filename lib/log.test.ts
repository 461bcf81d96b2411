import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const TSX = createRequire(import.meta.url).resolve('tsx/cjs');
const LOG = fileURLToPath(new URL('./log.ts', import.meta.url));
const EMPTY = fileURLToPath(new URL('../test-support/empty.ts', import.meta.url));

/** The lines a fresh process logs: one at each level, after configuring the logger with `settings` (if given). */
async function linesLogged(settings?: { level: string; pretty: boolean }): Promise<Array<Record<string, unknown>>> {
  const child = `
    require(${JSON.stringify(TSX)});
    require.cache[require.resolve('server-only')] = { exports: require(${JSON.stringify(EMPTY)}) };
    const { configureLogger, logger } = require(${JSON.stringify(LOG)});
    const settings = ${JSON.stringify(settings ?? null)};
    if (settings) configureLogger(settings);
    for (const level of ['debug', 'info', 'warn', 'error']) logger[level]({ msg: level });
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', child], {
    // The variables do nothing here: only the composition root reads them, through the config.
    env: { ...process.env, LOG_LEVEL: 'error', LOG_PRETTY: 'true' },
  });
  return stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the logger', () => {
  it('logs from info up, as JSON, until the composition root configures it', async () => {
    expect((await linesLogged()).map((line) => line.level)).toEqual(['info', 'warn', 'error']);
  });

  it('logs from the configured level up', async () => {
    expect((await linesLogged({ level: 'warn', pretty: false })).map((line) => line.level)).toEqual(['warn', 'error']);
    expect(await linesLogged({ level: 'silent', pretty: false })).toEqual([]);
  });
});

describe('lines logged within a request', () => {
  it('carry its fields as they are when each line is logged, a line’s own first; other lines none', async () => {
    const child = `
      require(${JSON.stringify(TSX)});
      require.cache[require.resolve('server-only')] = { exports: require(${JSON.stringify(EMPTY)}) };
      const { logger, withRequestFields } = require(${JSON.stringify(LOG)});
      const request = { requestId: 'request-1', keyId: undefined };
      withRequestFields(() => ({ ...request }), async () => {
        logger.info({ msg: 'before the key' });
        request.keyId = 'key-1';
        await new Promise((resolve) => setTimeout(resolve, 5));
        logger.warn({ msg: 'engine warning' });
        logger.info({ msg: 'its own', requestId: 'given' });
      }).then(() => logger.info({ msg: 'outside' }));
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', child]);
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map(({ msg, requestId, keyId }) => ({ msg, requestId, keyId }))).toEqual([
      { msg: 'before the key', requestId: 'request-1', keyId: undefined },
      { msg: 'engine warning', requestId: 'request-1', keyId: 'key-1' },
      { msg: 'its own', requestId: 'given', keyId: 'key-1' },
      { msg: 'outside', requestId: undefined, keyId: undefined },
    ]);
    expect(lines[0]).not.toHaveProperty('keyId');
  });
});

describe('secrets in a line', () => {
  it('are logged as [redacted], at the top and in an object of headers under any name, the caller’s objects untouched', async () => {
    const child = `
      require(${JSON.stringify(TSX)});
      require.cache[require.resolve('server-only')] = { exports: require(${JSON.stringify(EMPTY)}) };
      const { logger } = require(${JSON.stringify(LOG)});
      const upstream = { authorization: 'Bearer sk-upstream', 'x-api-key': 'ik_second', accept: 'application/json' };
      logger.warn({
        msg: 'secrets',
        key: 'ik_plain',
        apiKey: 'ik_api',
        authorization: 'Bearer ik_header',
        password: 'hunter2',
        headers: { 'content-type': 'application/json' },
        upstream,
        status: 502,
      });
      process.stderr.write(JSON.stringify(upstream));
    `;
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['-e', child]);
    const [secrets] = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(secrets).toMatchObject({
      msg: 'secrets',
      key: '[redacted]',
      apiKey: '[redacted]',
      authorization: '[redacted]',
      password: '[redacted]',
      headers: '[redacted]',
      upstream: { authorization: '[redacted]', 'x-api-key': '[redacted]', accept: 'application/json' },
      status: 502,
    });
    expect(stdout).not.toMatch(/ik_|sk-|hunter2/);
    expect(JSON.parse(stderr)).toEqual({
      authorization: 'Bearer sk-upstream',
      'x-api-key': 'ik_second',
      accept: 'application/json',
    });
  });
});

describe('the cause of a failure', () => {
  it('is the innermost error under it, its paths removed', async () => {
    const { describeCause } = await import('./log');
    const driver = new Error('Cannot find module /srv/app/node_modules/better-sqlite3');
    const store = new Error('SQLite needs Node 22.5 or later', { cause: driver });
    const answer = new Error('The past-coin store is not reachable.', { cause: store });
    expect(describeCause(answer)).toEqual({ causeName: 'Error', causeMessage: 'Cannot find module <path>' });
  });

  it('keeps no address, and tells a refused connection by its code', async () => {
    const { describeCause, describeError } = await import('./log');
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const both = new AggregateError([refused, new Error('connect ECONNREFUSED ::1:5432')], '');
    expect(describeCause(new Error('The store is not reachable.', { cause: both }))).toEqual({
      causeName: 'AggregateError',
      causeMessage: 'connect ECONNREFUSED 127.0.0.1:5432',
      causeCode: 'ECONNREFUSED',
    });
    const leaky = new Error('cannot reach postgres://coins:hunter2@db.internal:5432/coins?sslmode=require now');
    expect(describeError(leaky).errorMessage).toBe('cannot reach <url> now');
  });

  it('is nothing for an error with no cause, or one that is not an Error', async () => {
    const { describeCause } = await import('./log');
    expect(describeCause(new Error('alone'))).toEqual({});
    expect(describeCause(new Error('odd', { cause: 'a string' }))).toEqual({});
  });
});
