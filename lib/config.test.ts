import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import { parseConfig } from './operations/registry';

describe('parseConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = parseConfig({});
    expect(config.RATE_LIMIT_RPM).toBe(60);
    expect(config.IMAGE_EDIT_RPM).toBe(10);
    expect(config.PORT).toBe(3000);
    expect(config.BODY_LIMIT_BYTES).toBe(25 * 1024 * 1024);
    expect(config.AI_NAME_ENGINE).toBe('auto');
    expect(config.IMAGE_FETCH_ALLOW_PRIVATE).toBe(false);
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('reads numbers and switches', () => {
    const config = parseConfig({ RATE_LIMIT_RPM: '5', IMAGE_FETCH_ALLOW_PRIVATE: 'true', AI_NAME_ENGINE: 'local' });
    expect(config.RATE_LIMIT_RPM).toBe(5);
    expect(config.IMAGE_FETCH_ALLOW_PRIVATE).toBe(true);
    expect(config.AI_NAME_ENGINE).toBe('local');
  });

  it('reads the log settings, the level in any case; LOG_PRETTY unset leaves the choice to NODE_ENV', () => {
    expect(parseConfig({}).LOG_LEVEL).toBe('info');
    const config = parseConfig({ LOG_LEVEL: 'WARN', LOG_PRETTY: 'false', NODE_ENV: 'production' });
    expect([config.LOG_LEVEL, config.LOG_PRETTY, config.NODE_ENV]).toEqual(['warn', false, 'production']);
    expect(parseConfig({}).LOG_PRETTY).toBeUndefined();
  });

  it('resolves the app folder once: the working directory, which holds node_modules', () => {
    expect(parseConfig({}).appRoot).toBe(process.cwd());
    expect(existsSync(path.join(parseConfig({}).appRoot, 'node_modules'))).toBe(true);
  });

  it('lingers 3 s after the last request on shutdown by default, and not at all when told 0', () => {
    expect(parseConfig({}).SHUTDOWN_LINGER_MS).toBe(3000);
    expect(parseConfig({ SHUTDOWN_LINGER_MS: '0' }).SHUTDOWN_LINGER_MS).toBe(0);
  });

  it('treats empty strings as unset', () => {
    expect(parseConfig({ RATE_LIMIT_RPM: '', REDIS_URL: ' ' }).RATE_LIMIT_RPM).toBe(60);
  });

  it.each([
    ['RATE_LIMIT_RPM', 'ten'],
    ['RATE_LIMIT_RPM', '0'],
    ['IMAGE_EDIT_RPM', '-3'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['AI_NAME_ENGINE', 'gpt'],
    ['IMAGE_FETCH_ALLOW_PRIVATE', 'maybe'],
    ['OPENAI_BASE_URL', 'not a url'],
    ['LOG_LEVEL', 'verbose'],
    ['LOG_PRETTY', 'colour'],
    ['SHUTDOWN_LINGER_MS', '-1'],
  ])('names the bad variable %s=%s', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name}: `));
  });
});

describe('engine choice', () => {
  it('refuses an explicit openai engine without OPENAI_API_KEY, naming the variable', () => {
    expect(() => parseConfig({ AI_NAME_ENGINE: 'openai' })).toThrow(
      /AI_NAME_ENGINE: is openai but OPENAI_API_KEY is not set/,
    );
    expect(() => parseConfig({ IMAGE_EDIT_ENGINE: 'openai' })).toThrow(/IMAGE_EDIT_ENGINE/);
    expect(parseConfig({ AI_NAME_ENGINE: 'openai', OPENAI_API_KEY: 'sk-test' }).AI_NAME_ENGINE).toBe('openai');
  });
});

describe('one user’s share of an operation’s slots and queue', () => {
  it('is unset by default (the gate then takes every slot but one and half the queue)', () => {
    const config = parseConfig({});
    expect([config.OCR_USER_SLOTS, config.OCR_USER_QUEUE, config.IMAGE_EDIT_USER_SLOTS]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('may be the whole, and no more, naming the variable and the whole', () => {
    const whole = { OCR_WORKERS: '3', OCR_QUEUE: '4', IMAGE_CROPS_CONCURRENCY: '2', IMAGE_CROPS_QUEUE: '0' };
    const config = parseConfig({ ...whole, OCR_USER_SLOTS: '3', OCR_USER_QUEUE: '4', IMAGE_CROPS_USER_QUEUE: '0' });
    expect([config.OCR_USER_SLOTS, config.OCR_USER_QUEUE, config.IMAGE_CROPS_USER_QUEUE]).toEqual([3, 4, 0]);
    expect(() => parseConfig({ ...whole, OCR_USER_SLOTS: '4' })).toThrow(
      /OCR_USER_SLOTS: must be at most OCR_WORKERS \(3\)/,
    );
    expect(() => parseConfig({ ...whole, OCR_USER_QUEUE: '5' })).toThrow(
      /OCR_USER_QUEUE: must be at most OCR_QUEUE \(4\)/,
    );
    expect(() => parseConfig({ ...whole, IMAGE_CROPS_USER_SLOTS: '3' })).toThrow(
      /IMAGE_CROPS_USER_SLOTS: must be at most IMAGE_CROPS_CONCURRENCY \(2\)/,
    );
    expect(() => parseConfig({ IMAGE_EDIT_CONCURRENCY: '2', IMAGE_EDIT_USER_SLOTS: '3' })).toThrow(
      /IMAGE_EDIT_USER_SLOTS: must be at most IMAGE_EDIT_CONCURRENCY \(2\)/,
    );
    expect(() => parseConfig({ IMAGE_EDIT_QUEUE: '2', IMAGE_EDIT_USER_QUEUE: '3' })).toThrow(/IMAGE_EDIT_USER_QUEUE/);
  });

  it('takes whole numbers only: at least one slot, any queue from none', () => {
    expect(() => parseConfig({ OCR_USER_SLOTS: '0' })).toThrow(/OCR_USER_SLOTS: must be at least 1/);
    expect(() => parseConfig({ OCR_USER_QUEUE: '-1' })).toThrow(/OCR_USER_QUEUE: must be a whole number/);
    expect(() => parseConfig({ IMAGE_EDIT_USER_SLOTS: 'half' })).toThrow(/IMAGE_EDIT_USER_SLOTS/);
  });
});
