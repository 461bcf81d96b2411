import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { abbreviateDataUrls, curlCommand } from './curl';

describe('copy as curl', () => {
  it('names the key only as $API_KEY and passes the body verbatim, whatever it holds', () => {
    const body = { event: { text: `it's $HOME \`whoami\` "quoted" \\ back\nnew line JSON` } };
    const command = curlCommand('http://127.0.0.1:3000', 'ai_name', body);
    expect(command).toContain(`'http://127.0.0.1:3000/private/ai_name'`);
    expect(command).toContain('"Authorization: Bearer $API_KEY"');
    // A stand-in curl that prints its stdin and the expanded header shows what the real one would send.
    const output = execFileSync('bash', ['-c', `curl() { printf '%s\\n' "$6"; cat; }\n${command}`], {
      env: { NODE_ENV: 'test', PATH: process.env.PATH, API_KEY: 'k-123' },
      encoding: 'utf8',
    });
    const [header, ...rest] = output.split('\n');
    expect(header).toBe('Authorization: Bearer k-123');
    expect(JSON.parse(rest.join('\n'))).toEqual(body);
  });

  it('shortens long data URLs for display only', () => {
    const long = `data:image/png;base64,${'A'.repeat(4000)}`;
    expect(abbreviateDataUrls(`{"images":["${long}"]}`)).toBe(
      '{"images":["data:image/png;base64,AAAAAAAAAAAAAAAAAAAAAAAA… (2.9 KB)"]}',
    );
    expect(abbreviateDataUrls('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
