import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localConfig, parseTimingLog } from './nginx';

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
    // Added, not changed: the timing log the cluster scenario counts in-flight requests with.
    expect(local).toMatch(/^http \{\n\s+log_format timing [^\n]+\n\s+access_log logs\/timing\.log timing;$/m);
  });

  it('reads the timing log: start, end, every upstream tried, status', () => {
    const requests = parseTimingLog(
      [
        '1700000000.250 0.200 "127.0.0.1:4001" 200',
        '1700000001.000 1.000 "127.0.0.1:4001, 127.0.0.1:4002" 200',
        '1700000002.000 0.000 "-" 400',
        'not a line of the log',
      ].join('\n'),
    );
    expect(requests).toEqual([
      { startedAt: 1700000000050, endedAt: 1700000000250, upstreams: ['127.0.0.1:4001'], status: 200 },
      {
        startedAt: 1700000000000,
        endedAt: 1700000001000,
        upstreams: ['127.0.0.1:4001', '127.0.0.1:4002'],
        status: 200,
      },
      { startedAt: 1700000002000, endedAt: 1700000002000, upstreams: [], status: 400 },
    ]);
  });

  it('refuses a config it cannot substitute', () => {
    expect(() => localConfig('http { server { listen 80; } }', [1], 2)).toThrow(/no `server app:3000/);
  });
});
