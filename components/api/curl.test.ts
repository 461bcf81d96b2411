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

  it('leaves the body whole, data URL and all: only the display is shortened', () => {
    const image = `data:image/jpeg;base64,${'A'.repeat(4000)}`;
    const command = curlCommand('http://127.0.0.1:3000', 'ocr', { images: [image] });
    expect(command).toContain(image);
  });
});

/** The expression the console shortened data URLs with before: right, but it overflows the stack on megabytes. */
const byRegex = (text: string) =>
  text.replace(/data:([\w.+/-]+);base64,([A-Za-z0-9+/=]{80,})/g, (_, type: string, data: string) => {
    const kb = ((data.length * 3) / 4 / 1024).toFixed(1);
    return `data:${type};base64,${data.slice(0, 24)}… (${kb} KB)`;
  });

/** Base64 of `bytes` random bytes, as FileReader writes a dropped file's. */
const base64Of = (bytes: number) =>
  Buffer.from(Array.from({ length: bytes }, () => (Math.random() * 256) | 0)).toString('base64');

describe('abbreviateDataUrls', () => {
  it('shortens a long data URL to its type, its first 24 characters and its decoded size', () => {
    const long = `data:image/png;base64,${'A'.repeat(4000)}`;
    expect(abbreviateDataUrls(`{"images":["${long}"]}`)).toBe(
      '{"images":["data:image/png;base64,AAAAAAAAAAAAAAAAAAAAAAAA… (2.9 KB)"]}',
    );
  });

  it.each([
    ['a 4.5 MB photo', 4.5],
    ['a 9.5 MB photo', 9.5],
    ['a 10 MB photo, the image limit', 10],
  ])('shortens %s (megabytes of base64) in pretty JSON and in a curl command', (_, megabytes) => {
    const data = 'Qk0'.repeat(Math.ceil((megabytes * 1024 * 1024 * 4) / 3 / 3));
    const kb = ((data.length * 3) / 4 / 1024).toFixed(1);
    const request = { images: [`data:image/jpeg;base64,${data}`] };
    expect(abbreviateDataUrls(JSON.stringify(request, null, 2))).toBe(
      `{\n  "images": [\n    "data:image/jpeg;base64,${data.slice(0, 24)}… (${kb} KB)"\n  ]\n}`,
    );
    const shown = abbreviateDataUrls(curlCommand('http://127.0.0.1:3000', 'ocr', request));
    expect(shown).toContain(`{"images":["data:image/jpeg;base64,${data.slice(0, 24)}… (${kb} KB)"]}\nJSON`);
    expect(shown.length).toBeLessThan(400);
  });

  it('writes what the regular expression wrote where that one could run', () => {
    const texts = [
      `{"images":["data:image/png;base64,${base64Of(3000)}","https://x.test/a.png","data:image/webp;base64,${base64Of(61)}"]}`,
      `data:image/svg+xml;base64,${base64Of(200)}`,
      `a data:text/plain,${'b'.repeat(200)} data:;base64,${base64Of(200)} data:image/png;charset=x;base64,${base64Of(200)}`,
      `data:data:image/gif;base64,${base64Of(59)}data:image/gif;base64,${base64Of(60)}!`,
    ];
    for (const text of texts) expect(abbreviateDataUrls(text)).toBe(byRegex(text));
  });

  it('shortens every data URL in the text, each with its own size', () => {
    const first = `data:image/png;base64,${base64Of(3072)}`;
    const second = `data:image/jpeg;base64,${base64Of(6144)}`;
    expect(abbreviateDataUrls(`["${first}", "${second}"]`)).toBe(
      `["${first.slice(0, 46)}… (3.0 KB)", "${second.slice(0, 47)}… (6.0 KB)"]`,
    );
  });

  it('leaves data of fewer than 80 characters whole and shortens 80', () => {
    const short = `data:image/png;base64,${'A'.repeat(79)}`;
    expect(abbreviateDataUrls(`"${short}"`)).toBe(`"${short}"`);
    expect(abbreviateDataUrls(`"${short}A"`)).toBe(`"${short.slice(0, 46)}… (0.1 KB)"`);
    expect(abbreviateDataUrls('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('shortens a data URL that ends the text, and stops at the first character outside base64', () => {
    const data = base64Of(1536);
    expect(abbreviateDataUrls(`see data:image/png;base64,${data}`)).toBe(
      `see data:image/png;base64,${data.slice(0, 24)}… (1.5 KB)`,
    );
    expect(abbreviateDataUrls(`data:image/png;base64,${data}\\n${data}`)).toBe(
      `data:image/png;base64,${data.slice(0, 24)}… (1.5 KB)\\n${data}`,
    );
  });

  it('leaves what is not base64 data alone: plain data URLs, no media type, parameters, text that only says data:', () => {
    const texts = [
      `data:text/plain,${'x'.repeat(500)}`,
      `data:;base64,${'A'.repeat(500)}`,
      `data:image/png;name=a.png;base64,${'A'.repeat(500)}`,
      `metadata: data: ;base64,${'A'.repeat(500)}`,
      '',
    ];
    for (const text of texts) expect(abbreviateDataUrls(text)).toBe(text);
  });
});
