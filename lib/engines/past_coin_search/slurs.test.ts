import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { coinsFromCsv } from './corpus';
import { CORPUS_FILE, corpusCoins } from './index';
import { carriesSlur, holdsSlur, slurField } from './slurs';
import { SqliteCoinStore } from './sqlite/store';

/** The shipped corpus' rows, as README.md and the engine's README state them. */
const SHIPPED_ROWS = 3453;
const HEADER = 'token_name,token_ticker,token_address,description,mCap,createdAt,bonding_completeTime';
const folder = mkdtempSync(path.join(tmpdir(), 'seed-slurs-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A copy of the project root holding only a corpus file with these rows. */
function rootWithCorpus(rows: string[]): string {
  const root = mkdtempSync(path.join(folder, 'root-'));
  mkdirSync(path.join(root, path.dirname(CORPUS_FILE)), { recursive: true });
  writeFileSync(path.join(root, CORPUS_FILE), [HEADER, ...rows].join('\n'));
  return root;
}

describe('the slur list that guards the store', () => {
  it('finds slurs however they are spelt, and lets ordinary swearing and near words through', () => {
    expect(holdsSlur('Retard Frog')).toBe(true);
    expect(holdsSlur('R3TARDIO')).toBe(true);
    expect(holdsSlur('the tr4nny coin')).toBe(true);
    for (const fine of ['Fuck Jeets', 'Shit Coin', 'Chinchilla', 'Scunthorpe', 'Aboard', 'Abort'])
      expect([fine, holdsSlur(fine)]).toEqual([fine, false]);
  });

  it.each([
    ['glued into a coin name', ['PEPEFAG', 'PEPENIGGA', 'NIGGTARDIO', 'fagcoin', 'wiftardio', 'PepeTranny']],
    ['shortened or plural', ['niga chad', '$niga', 'avatard', 'LIBTARDS', 'wiggers', 'fags']],
    ['in leet-speak', ['n1gg4 coin', 'F4GCOIN', 'r3t4rd', 'tard3d sh0ot3r']],
    ['spaced out', ['F.A.G.S', 'n i g g a', 'R-E-T-A-R-D', 'c h i n k']],
    ['a slur the English set lacks', ['WIGGER COIN', 'Gaegook', 'The Coon Tribe', 'NOHOMO', 'spaz cat', 'wetback']],
  ])('finds a slur %s', (_, texts) => {
    for (const text of texts) expect([text, holdsSlur(text)]).toEqual([text, true]);
  });

  it('lets through the ordinary words that hold the letters of one', () => {
    for (const fine of [
      'Night Knight',
      'Onigiri',
      'Shinigami',
      'Enigma',
      'Niger and Nigeria',
      'Snigger',
      'Stardust Dog',
      'Mustard Custard',
      'Leotard',
      'Tardigrade',
      'Raccoon',
      'Cocoon',
      'Tycoon',
      'Spicy Spice',
      'Japan Japanese',
      'Homo sapiens',
      'Homophobia',
      'gobbledygook',
      'Gay Frog',
      'Autistic Cat',
      'fwog',
    ])
      expect([fine, holdsSlur(fine)]).toEqual([fine, false]);
  });

  it('looks at the name, the ticker and the description, and says which holds one', () => {
    const clean = { name: 'Moon Cat', ticker: 'MCAT', description: null };
    expect(carriesSlur(clean)).toBe(false);
    expect(slurField({ ...clean, ticker: 'RETARD' })).toBe('ticker');
    expect(slurField({ ...clean, description: 'for every retard out there' })).toBe('description');
    expect(slurField({ ...clean, name: 'PEPEFAG', description: 'retard' })).toBe('name');
  });
});

describe('seeding from the shipped corpus', () => {
  it('refuses a planted slur row and seeds the rest', async () => {
    const root = rootWithCorpus([
      'Moon Cat,MCAT,clean-1,a cat on the moon,"5,599","13/10/2024, 08:31:20",',
      'Retard Frog,RFROG,planted-1,a frog,"9,000","13/10/2024, 08:31:20",',
      'Nice Dog,DOG,planted-2,"the dog of every tranny, on solana",100,"13/10/2024, 08:31:20",',
      'PEPEFAG,PFAG,planted-3,a frog,100,"13/10/2024, 08:31:20",',
    ]);
    expect([...corpusCoins(root)].map((coin) => coin.address)).toEqual(['clean-1']);
    const refused: string[] = [];
    const store = new SqliteCoinStore({
      path: path.join(folder, 'planted.sqlite'),
      seed: { corpusFile: path.join(root, CORPUS_FILE) },
      onSeedRefused: (address) => refused.push(address),
      namingTerms: () => ({ terms: [] }),
    });
    try {
      await store.ready();
      expect(refused).toEqual(['planted-1', 'planted-2', 'planted-3']);
      expect(await store.count()).toBe(1);
      const found = (await store.search({ kind: 'text', text: 'frog', limit: 10 })).results;
      expect(found.map((coin) => coin.address)).not.toContain('planted-1');
    } finally {
      await store.close();
    }
  });

  it('ships a corpus no row of which carries a slur (the file itself, before the guard)', () => {
    const rows = [...coinsFromCsv(readFileSync(path.join(process.cwd(), CORPUS_FILE), 'utf8'))];
    expect(rows.every((row) => row.coin)).toBe(true);
    expect(rows.length).toBe(SHIPPED_ROWS);
    expect(rows.filter((row) => carriesSlur(row.coin!)).map((row) => row.coin!.address)).toEqual([]);
    const names = rows.map((row) => row.coin!.name);
    for (const gone of ['NIGGTARDIO', 'niga chad', 'WIGGER COIN', 'wiftardio']) expect(names).not.toContain(gone);
  });

  it('seeds every row of the shipped corpus', () => {
    const root = mkdtempSync(path.join(folder, 'shipped-'));
    mkdirSync(path.join(root, path.dirname(CORPUS_FILE)), { recursive: true });
    copyFileSync(path.join(process.cwd(), CORPUS_FILE), path.join(root, CORPUS_FILE));
    expect([...corpusCoins(root)].length).toBe(SHIPPED_ROWS);
  });
});
