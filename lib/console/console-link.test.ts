import { describe, expect, it } from 'vitest';
import { parseConfig } from '../operations/registry';
import { consoleLinkUrl, createConsoleLink, needsConsoleLink, redeemToken } from './console-link';

describe('the console’s start-up link', () => {
  it('is needed only when the console is on, has no password and is not opened on purpose', () => {
    expect(needsConsoleLink(parseConfig({}))).toBe(true);
    expect(needsConsoleLink(parseConfig({ CONSOLE_OPEN: 'true' }))).toBe(false);
    expect(needsConsoleLink(parseConfig({ CONSOLE_PASSWORD: 'open sesame 123' }))).toBe(false);
    expect(needsConsoleLink(parseConfig({ CONSOLE_ENABLED: 'false' }))).toBe(false);
  });

  it('refuses a password and CONSOLE_OPEN=true together', () => {
    expect(() => parseConfig({ CONSOLE_OPEN: 'true', CONSOLE_PASSWORD: 'open sesame 123' })).toThrow(
      /CONSOLE_OPEN.*choose one/,
    );
    expect(() => parseConfig({ CONSOLE_OPEN: 'maybe' })).toThrow(/CONSOLE_OPEN/);
  });

  it('has a fresh 256-bit token and session secret per process', () => {
    const a = createConsoleLink();
    const b = createConsoleLink();
    expect(a.token).toMatch(/^[\w-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.sessionSecret).not.toBe(a.token);
  });

  it('accepts its token once, then never again', () => {
    const link = createConsoleLink();
    expect(redeemToken(link, link.token)).toBe(true);
    expect(redeemToken(link, link.token)).toBe(false);
  });

  it('refuses a missing, empty, wrong, truncated or extended token without spending the right one', () => {
    const link = createConsoleLink();
    for (const wrong of [
      null,
      '',
      'x',
      link.token.slice(0, -1),
      `${link.token}x`,
      createConsoleLink().token,
      link.sessionSecret,
    ]) {
      expect(redeemToken(link, wrong)).toBe(false);
    }
    expect(link.used).toBe(false);
    expect(redeemToken(link, link.token)).toBe(true);
  });

  it('names the listening host, or localhost when the server listens on every interface', () => {
    expect(consoleLinkUrl('T', 3000, undefined)).toBe('http://localhost:3000/?token=T');
    expect(consoleLinkUrl('T', 3000, '0.0.0.0')).toBe('http://localhost:3000/?token=T');
    expect(consoleLinkUrl('T', 8080, '127.0.0.1')).toBe('http://127.0.0.1:8080/?token=T');
    expect(consoleLinkUrl('T', 8080, '::1')).toBe('http://[::1]:8080/?token=T');
  });
});
