/**
 * One table for the embedded namer: 5-fold cross-validation on naming-train (mean ± spread, folds fixed
 * by a seed; the model is trained on four folds and scored on the fifth) and the naming-dev check, for
 * the learned namer and the baselines B0/B1 of naming-dev.README.md, every row run live. Then the posts
 * set (posts-set.ts): its tune half in the same cross-validation (each fold's model trained on the other
 * folds of naming-train and of the tune half), its check half named by the model trained on all of
 * both, beside the one-minute rule, by kind of post. Then ticker
 * coherence beside the real launches', latency per text-only post and the model's size. The namers
 * this one replaced are measured at their commits in bench/ai_name/RESULTS.md ("Earlier namers").
 *
 *   npm run eval:naming [-- --train PATH] [--dev PATH] [--show]
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { nameEvent } from '../../lib/engines/ai_name/local';
import { namingModel, type NamingModel } from '../../lib/engines/ai_name/local/model';
import { tickerLetters } from '../../lib/engines/ai_name/local/ticker';
import {
  argValue,
  foldsOf,
  FOLDS,
  FOLD_SEED,
  isValid,
  keytermHit,
  loadEntries,
  nameGrounded,
  tickerCoherent,
  tickerKey,
  type Entry,
  type Prediction,
} from './data';
import { isCjkPost, shortness, SHORT_NAME_CHARACTERS, SHORT_NAME_WORDS } from './cjk';
import { byKind, oneMinuteRule, POST_MEASURES, scorePosts, type PostScores } from './posts-eval';
import { POST_KINDS, postsSet, type PostEntry } from './posts-set';
import { postsAsEntries, trainModel } from './training';

type Namer = (text: string) => Prediction;

/** valid, keyterm_hit, valid_and_hit, ticker_exact, name_grounded, coherent as shares. */
type Scores = [number, number, number, number, number, number];
const MEASURES = ['valid', 'keyterm_hit', 'valid_and_hit', 'ticker_exact', 'name_grounded', 'coherent'];

function score(namer: Namer, entries: Entry[], show = false): Scores {
  const totals: Scores = [0, 0, 0, 0, 0, 0];
  for (const entry of entries) {
    const predicted = namer(entry.text);
    const valid = isValid(predicted);
    const hit = keytermHit(predicted, entry);
    totals[0] += Number(valid);
    totals[1] += Number(hit);
    totals[2] += Number(valid && hit);
    totals[3] += Number(tickerKey(predicted.ticker) === tickerKey(entry.ticker));
    totals[4] += Number(nameGrounded(predicted, entry.text));
    totals[5] += Number(tickerCoherent(predicted, entry.text, tickerLetters));
    if (show) {
      const mark = valid && hit ? 'ok  ' : 'MISS';
      console.log(
        `${mark} ${JSON.stringify(predicted.name)} $${predicted.ticker}  <- gold ${JSON.stringify(entry.name)} $${entry.ticker}  | ${entry.text.replace(/\s+/g, ' ').slice(0, 110)}`,
      );
    }
  }
  return totals.map((total) => total / (entries.length || 1)) as Scores;
}

/** B0 of the README: the longest capitalised word is the name, its first 4 letters the ticker. */
function baselineB0(text: string): Prediction {
  const words = text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
  const capitalised = words.filter((word) => /^[A-Z]/.test(word));
  const pool = capitalised.length > 0 ? capitalised : words;
  const longest = pool.reduce((best, word) => (word.length > best.length ? word : best), '');
  return { name: longest || text.trim().slice(0, 32), ticker: longest.slice(0, 4).toUpperCase() };
}

/** B1 of the README: the first $cashtag if there is one, otherwise B0. */
function baselineB1(text: string): Prediction {
  const cashtag = /\$([A-Za-z][A-Za-z0-9]*)/.exec(text)?.[1];
  return cashtag ? { name: cashtag, ticker: cashtag.toUpperCase() } : baselineB0(text);
}

/** The launch itself as an answer: the row that gives the real launches' coherence. */
const launched =
  (entries: Entry[]): Namer =>
  (text) =>
    entries.find((entry) => entry.text === text) ?? { name: '', ticker: '' };

const learned =
  (model: NamingModel): Namer =>
  (text) =>
    nameEvent({ text, images: [] }, '', model);

function meanAndSpread(values: number[]): string {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / Math.max(1, values.length - 1));
  return `${(100 * mean).toFixed(1)} ± ${(100 * sd).toFixed(1)}`;
}

function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(`\n${title}`);
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(format(row));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function latency(namer: Namer, entries: Entry[], repeats: number): { p50: number; p99: number; max: number } {
  for (const entry of entries) namer(entry.text); // warm-up
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) {
    for (const entry of entries) {
      const start = performance.now();
      namer(entry.text);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: times[times.length - 1] ?? 0 };
}

/** The posts in Chinese, Japanese or Korean, each named by the fold model that did not see it. */
function printCjk(named: { entry: Entry; predicted: Prediction }[]): void {
  const entries = named.map(({ entry }) => entry);
  const predictions = named.map(({ predicted }) => predicted);
  const scores = score((text) => predictions[entries.findIndex((entry) => entry.text === text)]!, entries);
  const { short, longest, mostWords } = shortness(predictions);
  printTable(
    `CJK posts of naming-train (Han, kana or hangul; ${named.length}), CV: each named by the model of the folds without it`,
    ['measure', '%'],
    [
      [`short name (≤ ${SHORT_NAME_CHARACTERS} characters or ≤ ${SHORT_NAME_WORDS} words)`, (100 * short).toFixed(1)],
      ['valid_and_hit', (100 * scores[2]).toFixed(1)],
      ['ticker_exact', (100 * scores[3]).toFixed(1)],
      ['valid', (100 * scores[0]).toFixed(1)],
    ],
  );
  console.log(`longest name ${longest} characters; most words in a name ${mostWords}`);
  for (const { entry, predicted } of named)
    console.log(
      `  ${JSON.stringify(predicted.name)} $${predicted.ticker}  <- gold ${JSON.stringify(entry.name)}  | ${entry.text.replace(/\s+/g, ' ').slice(0, 60)}`,
    );
}

/** The posts set: tune (CV, as the descriptions) and check (the committed model), beside the one-minute rule. */
function printPosts(
  tune: PostEntry[],
  tunePerFold: PostScores[],
  tuneHeld: { post: PostEntry; predicted: Prediction }[],
  check: PostEntry[],
  show: boolean,
): void {
  const heldNamer: Namer = (text) => tuneHeld.find(({ post }) => post.text === text)!.predicted;
  const engine = learned(namingModel());
  const percent = (share: number) => (100 * share).toFixed(1);
  const ruleTune = scorePosts(oneMinuteRule, tune);
  const ruleCheck = scorePosts(oneMinuteRule, check);
  const engineCheck = scorePosts(engine, check, show);
  printTable(
    `posts, % — tune: ${tune.length} posts, ${FOLDS}-fold CV (each fold's model trained with the other folds of naming-train and of tune); check: ${check.length} posts of other templates and words, the model trained on all of naming-train and tune`,
    ['namer', ...POST_MEASURES.flatMap((measure) => [`${measure} tune`, 'check'])],
    [
      [
        'learned ranker (this model)',
        ...POST_MEASURES.flatMap((_, m) => [
          meanAndSpread(tunePerFold.map((scores) => scores[m]!)),
          percent(engineCheck[m]!),
        ]),
      ],
      [
        'one-minute rule (cashtag, else quoted, else capitalised)',
        ...POST_MEASURES.flatMap((_, m) => [percent(ruleTune[m]!), percent(ruleCheck[m]!)]),
      ],
    ],
  );
  const kinds = [
    byKind(heldNamer, tune),
    byKind(oneMinuteRule, tune),
    byKind(engine, check),
    byKind(oneMinuteRule, check),
  ];
  printTable(
    'posts by kind, % named and tickered right (both)',
    ['kind', 'posts tune', 'engine tune', 'rule tune', 'posts check', 'engine check', 'rule check'],
    POST_KINDS.map((kind) => [
      kind,
      String(tune.filter((post) => post.kind === kind).length),
      percent(kinds[0]![kind]),
      percent(kinds[1]![kind]),
      String(check.filter((post) => post.kind === kind).length),
      percent(kinds[2]![kind]),
      percent(kinds[3]![kind]),
    ]),
  );
}

function main(): void {
  const args = process.argv.slice(2);
  const train = loadEntries('naming-train', argValue(args, '--train'));
  const dev = loadEntries('naming-dev', argValue(args, '--dev'));
  const folds = foldsOf(train.length);
  const tune = postsSet('tune');
  const check = postsSet('check');
  const tuneFolds = foldsOf(tune.length);

  const perFold: Record<string, Scores[]> = { learned: [], b1: [], b0: [], real: [] };
  const tunePerFold: PostScores[] = [];
  const tuneHeld: { post: PostEntry; predicted: Prediction }[] = [];
  const cjk: { entry: Entry; predicted: Prediction }[] = [];
  for (let k = 0; k < FOLDS; k++) {
    const held = train.filter((_, i) => folds[i] === k);
    const heldPosts = tune.filter((_, i) => tuneFolds[i] === k);
    const model = trainModel(
      [...train.filter((_, i) => folds[i] !== k), ...postsAsEntries(tune.filter((_, i) => tuneFolds[i] !== k))],
      `folds ≠ ${k}`,
    );
    perFold.learned!.push(score(learned(model), held));
    tunePerFold.push(scorePosts(learned(model), heldPosts));
    for (const post of heldPosts) tuneHeld.push({ post, predicted: learned(model)(post.text) });
    for (const entry of held.filter((e) => isCjkPost(e.text)))
      cjk.push({ entry, predicted: learned(model)(entry.text) });
    perFold.b1!.push(score(baselineB1, held));
    perFold.b0!.push(score(baselineB0, held));
    perFold.real!.push(score(launched(held), held));
  }
  const devScores = {
    learned: score(learned(namingModel()), dev, args.includes('--show')),
    b1: score(baselineB1, dev),
    b0: score(baselineB0, dev),
    real: score(launched(dev), dev),
  };
  const engines: [string, Scores[], Scores][] = [
    ['learned ranker (this model)', perFold.learned!, devScores.learned],
    ['B1 (cashtag, else B0)', perFold.b1!, devScores.b1],
    ['B0 (longest capitalised)', perFold.b0!, devScores.b0],
  ];
  const header = ['namer', ...MEASURES.flatMap((measure) => [`${measure} CV`, 'dev'])];
  const cells = (foldScores: Scores[], devScore: Scores, m: number) => [
    meanAndSpread(foldScores.map((scores) => scores[m]!)),
    (100 * devScore[m]!).toFixed(1),
  ];
  const rows = engines.map(([label, foldScores, devScore]) => [
    label,
    ...MEASURES.flatMap((_, m) => cells(foldScores, devScore, m)),
  ]);
  printTable(
    `naming, % — CV: ${FOLDS}-fold on ${train.length} naming-train pairs (seed ${FOLD_SEED}; mean ± sd over folds); dev: ${dev.length} naming-dev pairs, model trained on all of train`,
    header,
    rows,
  );
  const coherent = MEASURES.indexOf('coherent');
  printTable(
    'ticker coherence, % — the ticker is drawn from the name (whole, a word or its start, initials, a letter and a word) or is a cashtag of the post',
    ['answers', 'CV', 'dev'],
    [
      ['this namer', ...cells(perFold.learned!, devScores.learned, coherent)],
      ['the real launches (their own name and ticker)', ...cells(perFold.real!, devScores.real, coherent)],
    ],
  );

  printCjk(cjk);
  printPosts(tune, tunePerFold, tuneHeld, check, args.includes('--show'));

  const repeats = Number(process.env.REPEATS ?? 5);
  const everything = [...train, ...dev];
  const timed = [
    ['learned ranker (this model)', latency(learned(namingModel()), everything, repeats)],
    ['B1 (cashtag, else B0)', latency(baselineB1, everything, repeats)],
  ] as const;
  printTable(
    `latency per text-only post, ms (${everything.length} posts × ${repeats} runs, one thread)`,
    ['namer', 'p50', 'p99', 'max'],
    timed.map(([label, t]) => [label, t.p50.toFixed(3), t.p99.toFixed(3), t.max.toFixed(3)]),
  );
  const modelFile = path.resolve(__dirname, '../../lib/engines/ai_name/local/naming-model.json');
  console.log(
    `\nmodel: ${modelFile.split('/lib/')[1]}, ${statSync(modelFile).size} bytes on disk (${namingModel().trees.length} ranker trees, ${namingModel().tickerTrees?.length ?? 0} ticker trees, ticker rules)`,
  );
}

main();
