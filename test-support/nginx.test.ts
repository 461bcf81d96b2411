import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localConfig } from './nginx';

const source = readFileSync(path.resolve(__dirname, '..', 'deploy', 'nginx.conf'), 'utf8');

describe('deploy/nginx.conf run locally', () => {
  it('changes only the upstream servers and the listener', () => {
    const local = localConfig(source, [4001, 4002, 4003], 8080);
    const changed = (text: string) => text.split('\n').filter((line) => !local.split('\n').includes(line));
    expect(changed(source).map((line) => line.trim())).toEqual([
      expect.stringMatching(/^server app:3000 resolve/),
      'listen 80;',
    ]);
    expect(local).toMatch(
      /server 127\.0\.0\.1:4001[^;]*;\n\s*server 127\.0\.0\.1:4002[^;]*;\n\s*server 127\.0\.0\.1:4003[^;]*;/,
    );
    expect(local).toContain('listen 127.0.0.1:8080;');
    expect(local).not.toContain('app:3000');
  });

  it('refuses a config it cannot substitute', () => {
    expect(() => localConfig('http { server { listen 80; } }', [1], 2)).toThrow(/no `server app:3000/);
  });
});
