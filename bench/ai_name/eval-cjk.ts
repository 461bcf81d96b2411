/**
 * How often the local namer's ticker says what a Chinese, Japanese or Korean post is about, on the
 * tune and check parts of bench/ai_name/cjk-posts.ts, and whether every name is at most 12 characters.
 * `tsx bench/ai_name/eval-cjk.ts [path of a local namer's index.ts]` (another checkout's, to compare).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CJK_NAMING_POSTS } from './cjk-posts';

const NAME_MAX = 12;

async function main() {
  const modulePath = resolve(process.argv[2] ?? 'lib/engines/ai_name/local/index.ts');
  const { nameEvent } = (await import(
    pathToFileURL(modulePath).href
  )) as typeof import('../../lib/engines/ai_name/local');
  for (const split of ['tune', 'check'] as const) {
    const posts = CJK_NAMING_POSTS.filter((post) => post.split === split);
    let says = 0;
    let short = 0;
    for (const post of posts) {
      const { name, ticker } = nameEvent({ text: post.text, images: [] });
      const hit = post.about.includes(ticker);
      const fits = [...name].length <= NAME_MAX;
      says += Number(hit);
      short += Number(fits);
      console.log(`${split}\t${hit ? 'ok' : 'MISS'}\t${fits ? '' : 'LONG'}\t${name} / $${ticker}\t${post.text}`);
    }
    console.log(
      `${split}: says what the post is about ${says}/${posts.length}, names ≤ ${NAME_MAX} characters ${short}/${posts.length}\n`,
    );
  }
}

void main();
