/**
 * The committed namer and the one-minute rule on posts written one by one, tune and check side by side,
 * by kind: the posts written later (posts-later.ts, `npm run eval:naming-later`), with `--third` the
 * third batch (posts-third.ts, `npm run eval:naming-third`), with `--fourth` the fourth batch
 * (posts-fourth.ts, `npm run eval:naming-fourth`), with `--fifth` the fifth batch (posts-fifth.ts,
 * `npm run eval:naming-fifth`), with `--sixth` the sixth batch (posts-sixth.ts,
 * `npm run eval:naming-sixth`), with `--seventh` the seventh batch (posts-seventh.ts,
 * `npm run eval:naming-seventh`), with `--eighth` the eighth batch (posts-eighth.ts,
 * `npm run eval:naming-eighth`), with `--ninth` the ninth batch (posts-ninth.ts, `npm run eval:naming-ninth`),
 * with `--tenth` the tenth batch (posts-tenth.ts, `npm run eval:naming-tenth`) or, with `--all`, every
 * one pooled (`npm run eval:naming-batches`);
 * `-- --show` prints the tune half's misses (only those are looked at when the namer changes). Needs
 * no data set.
 */
import { nameEvent } from '../../lib/engines/ai_name/local';
import { loadEmoji } from '../../lib/engines/ai_name/local/emoji';
import { loadWords } from '../../lib/engines/ai_name/local/words';
import { table } from '../helpers';
import { oneMinuteRule, scorePosts } from './posts-eval';
import { POST_KINDS } from './posts-set';
import { POSTS_LATER } from './posts-later';
import { POSTS_THIRD } from './posts-third';
import { POSTS_FOURTH } from './posts-fourth';
import { POSTS_FIFTH } from './posts-fifth';
import { POSTS_SIXTH } from './posts-sixth';
import { POSTS_SEVENTH } from './posts-seventh';
import { POSTS_EIGHTH } from './posts-eighth';
import { POSTS_NINTH } from './posts-ninth';
import { POSTS_TENTH } from './posts-tenth';

loadWords();
loadEmoji();
const show = process.argv.includes('--show');
const BATCHES = [
  { flag: '--third', title: 'third batch of posts', posts: POSTS_THIRD },
  { flag: '--fourth', title: 'fourth batch of posts', posts: POSTS_FOURTH },
  { flag: '--fifth', title: 'fifth batch of posts', posts: POSTS_FIFTH },
  { flag: '--sixth', title: 'sixth batch of posts', posts: POSTS_SIXTH },
  { flag: '--seventh', title: 'seventh batch of posts', posts: POSTS_SEVENTH },
  { flag: '--eighth', title: 'eighth batch of posts', posts: POSTS_EIGHTH },
  { flag: '--ninth', title: 'ninth batch of posts', posts: POSTS_NINTH },
  { flag: '--tenth', title: 'tenth batch of posts', posts: POSTS_TENTH },
];
const LATER = { title: 'posts written later', posts: POSTS_LATER };
const batch = process.argv.includes('--all')
  ? { title: 'every batch written one by one, pooled', posts: [LATER, ...BATCHES].flatMap(({ posts }) => posts) }
  : (BATCHES.find(({ flag }) => process.argv.includes(flag)) ?? LATER);
const POSTS = batch.posts;
const printTable = (title: string, header: string[], rows: (string | number)[][]) =>
  console.log(
    `\n${title}\n${table(
      header,
      rows.map((row) => row.map(String)),
    )}`,
  );
const engine = (text: string) => nameEvent({ text, images: [] });
const pct = (share: number) => (100 * share).toFixed(1);
const halves = ['tune', 'check'] as const;
const of = (half: (typeof halves)[number]) => POSTS.filter((post) => post.split === half);

const rows = halves.flatMap((half) => {
  const posts = of(half);
  return [
    ['engine', half, posts.length, ...scorePosts(engine, posts, show && half === 'tune').map(pct)],
    ['one-minute rule', half, posts.length, ...scorePosts(oneMinuteRule, posts).map(pct)],
  ];
});
printTable(`${batch.title}, %`, ['namer', 'half', 'posts', 'name_hit', 'ticker_hit', 'both'], rows);
printTable(
  'by kind, % named and tickered right (both)',
  ['kind', 'engine tune', 'rule tune', 'engine check', 'rule check'],
  POST_KINDS.map((kind) => [
    kind,
    ...halves.flatMap((half) => {
      const posts = of(half).filter((post) => post.kind === kind);
      return [pct(scorePosts(engine, posts)[2]), pct(scorePosts(oneMinuteRule, posts)[2])];
    }),
  ]),
);
