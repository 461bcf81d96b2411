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
