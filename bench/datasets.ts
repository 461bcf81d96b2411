/**
 * Where the evals and benches find their data sets. Each script takes a path on its command line;
 * without one it looks for the project's development sets in a `shared/datasets/` folder beside the
 * repository, which is optional: nothing in the repository's tests needs it. A data set that is not
 * there stops the script with a message saying how to get it or point to it (exit 2, no stack trace).
 */
import { statSync } from 'node:fs';
import path from 'node:path';

/** The optional default home of the data sets: `shared/datasets/` beside the repository. */
const BESIDE_REPO = path.resolve(__dirname, '../../shared/datasets');

interface DataSet {
  /** Where it is looked for when no path is given. */
  defaultPath: string;
  /** A file that must exist inside a folder data set ('' when the data set is one file). */
  entry: string;
  /** How to run the scripts that read it, with a path. */
  usage: string;
  layout: string;
  source: string;
}

export const DATA_SETS = {
  'ocr-dev': {
    defaultPath: path.join(BESIDE_REPO, 'ocr-dev'),
    entry: 'labels.jsonl',
    usage: 'npm run eval:ocr -- DIR   or   npm run bench:ocr -- DIR',
    layout: 'images beside a labels.jsonl, one {"file","width","height","lines":[{"text","points"}],"text"} per line',
    source: '40 receipts of SROIE (ICDAR 2019, CC BY 4.0) with their labelled lines',
  },
  'naming-dev': {
    defaultPath: path.join(BESIDE_REPO, 'naming-dev.jsonl'),
    entry: '',
    usage: 'npm run eval:naming -- --dev FILE',
    layout: 'a JSONL file, one {"id","text","name","ticker"} per line',
    source: "the project's 100 hand-checked memecoin posts (Coin-Meme, MIT)",
  },
  'naming-train': {
    defaultPath: path.join(BESIDE_REPO, 'naming-train.jsonl'),
    entry: '',
    usage: 'npm run eval:naming -- --train FILE   or   npm run train:naming -- --train FILE',
    layout: 'a JSONL file, one {"id","text","name","ticker"} per line',
    source:
      '2,268 unreviewed post → launched name/ticker pairs from the same dataset (Coin-Meme, MIT), disjoint from naming-dev',
  },
} satisfies Record<string, DataSet>;

export type DataSetName = keyof typeof DATA_SETS;

/** The path of a data set: the one given, else its default; exits with a clear message when it is not there. */
export function dataSetPath(name: DataSetName, given?: string): string {
  const set: DataSet = DATA_SETS[name];
  const chosen = path.resolve(given ?? set.defaultPath);
  if (statSync(path.join(chosen, set.entry), { throwIfNoEntry: false })?.isFile()) return chosen;
  const isDefault = chosen === set.defaultPath;
  const where = isDefault ? `at its default place ${chosen} (shared/ beside the repository)` : `at ${chosen}`;
  console.error(
    [
      `The ${name} data set was not found ${where}${set.entry ? `: no ${set.entry} there` : ''}.`,
      "It is not part of the repository. Put the project's shared/ folder beside the repository, or point to a copy:",
      `  ${set.usage}`,
      `Layout: ${set.layout}.`,
      `Source: ${set.source}.`,
    ].join('\n'),
  );
  process.exit(2);
}
