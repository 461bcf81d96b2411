/**
 * Does every part of a request end in the plan? `npm run eval:edit-parts [--explain] [--split tune|check]
 * [--set phrasings|typed|typed-later|typed-next|typed-third|typed-fourth|typed-fifth|typed-sixth|typed-seventh|typed-eighth|typed-ninth|typed-tenth|typed-eleventh|typed-twelfth|typed-thirteenth]`. Each request of bench/image_edit/phrasings.ts (meme requests as written) and
 * of bench/image_edit/typed.ts (prompts as typed: with no picture, one or several, some of a face)
 * edits the stand-in photo in-process with the embedded editor; the plan it answers with (what X-Edit-Plan says) is read part by part: applied (as asked,
 * or applied wrongly: a caption in the effect's colour, in the wrong place), owned up to
 * (`ignored("…")`, with the reason the console shows) or dropped without a word. A request is done
 * whole when every part the editor can do is applied as asked and every other is owned up to.
 * Reported per set and split (tune, check). The typed set is scored strictly: a part the plan owns
 * up to that the prompt never asked for ("gm", "crop" after the circle crop) counts against it.
 */
import path from 'node:path';
import sharp from 'sharp';
import { localImageEditor } from '../../lib/engines/image_edit/local';
import { fitImage } from '../../lib/engines/image_edit/canvas';
import { loadFonts } from '../../lib/engines/image_edit/local/fonts';
import { APP_ROOT } from '../../test-support/app-root';
import { scoreRequest, type RequestResult } from './parts-score';
import { PHRASING_CASES, type Part } from './phrasings';
import { samplePhoto } from './photo';
import { TYPED_CASES, type TypedCase } from './typed';
import { TYPED_LATER_CASES, TYPED_NEXT_CASES, TYPED_THIRD_CASES } from './typed-later';
import { TYPED_FOURTH_CASES } from './typed-fourth';
import { TYPED_FIFTH_CASES } from './typed-fifth';
import { TYPED_SIXTH_CASES } from './typed-sixth';
import { TYPED_SEVENTH_CASES } from './typed-seventh';
import { TYPED_EIGHTH_CASES } from './typed-eighth';
import { TYPED_NINTH_CASES } from './typed-ninth';
import { TYPED_TENTH_CASES } from './typed-tenth';
import { TYPED_ELEVENTH_CASES } from './typed-eleventh';
import { TYPED_TWELFTH_CASES } from './typed-twelfth';
import { TYPED_THIRTEENTH_CASES } from './typed-thirteenth';

/** A photo of a person whose face the face finder finds (the image-crops eval set's). */
const FACE_PHOTO = path.join(__dirname, '../image_crops/set/photos/astronaut.jpg');

const describePart = (part: Part) =>
  part.kind === 'text'
    ? `text "${part.text}"`
    : part.kind === 'step'
      ? `${part.step}${part.name ? ` ${part.name}` : ''}`
      : `${part.kind} "${part.said}"`;

interface Tally {
  requests: number;
  whole: number;
  parts: number;
  applied: number;
  wrong: number;
  owned: number;
  ownedGeneric: number;
  dropped: number;
  spurious: number;
}

const empty = (): Tally => ({
  requests: 0,
  whole: 0,
  parts: 0,
  applied: 0,
  wrong: 0,
  owned: 0,
  ownedGeneric: 0,
  dropped: 0,
  spurious: 0,
});

function add(tally: Tally, result: RequestResult) {
  tally.requests += 1;
  if (result.whole) tally.whole += 1;
  tally.spurious += result.spurious.length;
  for (const part of result.parts) {
    tally.parts += 1;
    if (part.outcome === 'applied') tally.applied += 1;
    if (part.wrong) tally.wrong += 1;
    if (part.outcome === 'owned') tally.owned += 1;
    if (part.outcome === 'owned' && /did not understand/.test(part.note ?? '')) tally.ownedGeneric += 1;
    if (part.outcome === 'dropped') tally.dropped += 1;
  }
}

async function main() {
  await loadFonts(APP_ROOT);
  const argv = process.argv.slice(2);
  const explain = argv.includes('--explain');
  const split = argv.includes('--split') ? argv[argv.indexOf('--split') + 1] : undefined;
  const only = argv.includes('--set') ? argv[argv.indexOf('--set') + 1] : undefined;
  const photos = {
    plain: await fitImage({ bytes: await samplePhoto(800, 600), format: 'jpeg' } as never, 40_000_000),
    face: await fitImage({ bytes: await sharp(FACE_PHOTO).jpeg().toBuffer(), format: 'jpeg' } as never, 40_000_000),
  };
  const sets: Array<[string, TypedCase[], boolean]> = [
    ['phrasings', PHRASING_CASES, false],
    ['typed', TYPED_CASES, true],
    ['typed-later', TYPED_LATER_CASES, true],
    ['typed-next', TYPED_NEXT_CASES, true],
    ['typed-third', TYPED_THIRD_CASES, true],
    ['typed-fourth', TYPED_FOURTH_CASES, true],
    ['typed-fifth', TYPED_FIFTH_CASES, true],
    ['typed-sixth', TYPED_SIXTH_CASES, true],
    ['typed-seventh', TYPED_SEVENTH_CASES, true],
    ['typed-eighth', TYPED_EIGHTH_CASES, true],
    ['typed-ninth', TYPED_NINTH_CASES, true],
    ['typed-tenth', TYPED_TENTH_CASES, true],
    ['typed-eleventh', TYPED_ELEVENTH_CASES, true],
    ['typed-twelfth', TYPED_TWELFTH_CASES, true],
    ['typed-thirteenth', TYPED_THIRTEENTH_CASES, true],
  ];
  const tables: string[] = [];
  for (const [name, all, strict] of sets) {
    if (only && only !== name) continue;
    const cases = all.filter((entry) => !split || entry.split === split);
    const tallies = { tune: empty(), check: empty() };
    const problems: string[] = [];
    console.log(`\nimage-edit parts eval, ${name}: ${cases.length} requests, embedded editor\n`);
    console.log('| # | split | prompt | parts | whole |');
    console.log('|---|---|---|---|---|');
    for (const [index, entry] of cases.entries()) {
      const images = Array.from({ length: entry.images ?? 1 }, () => photos[entry.photo ?? 'plain']);
      const edited = await localImageEditor.edit({ prompt: entry.prompt, images });
      const header = (edited.applied ?? []).join('; ');
      const result = scoreRequest(entry.parts, header, { strict });
      add(tallies[entry.split], result);
      const outcomes = result.parts.map((part) => `${part.outcome}${part.wrong ? ' (wrong)' : ''}`).join(', ');
      console.log(
        `| ${index + 1} | ${entry.split} | ${entry.prompt.replace(/\|/g, '\\|')} | ${outcomes} | ${result.whole ? 'yes' : 'NO'} |`,
      );
      if (explain) console.log(`|   |   | plan: ${header.replace(/\|/g, '\\|') || '(nothing)'} | | |`);
      const flawed = result.parts.filter((part) => part.outcome === 'dropped' || part.wrong);
      const spurious = strict ? result.spurious.map((part) => `ignored "${part}", never asked for`) : [];
      if (flawed.length > 0 || spurious.length > 0)
        problems.push(
          `${index + 1}. ${entry.prompt}\n     plan: ${header}\n     ${[
            ...flawed.map((part) => `${describePart(part.part)}: ${part.outcome}${part.note ? ` (${part.note})` : ''}`),
            ...spurious,
          ].join('\n     ')}`,
        );
    }
    const rows = Object.entries(tallies)
      .filter(([, tally]) => tally.requests > 0)
      .map(
        ([half, tally]) =>
          `| ${name} | ${half} | ${tally.requests} | ${tally.whole} | ${tally.parts} | ${tally.applied} | ${tally.wrong} | ${tally.owned} (${tally.ownedGeneric}) | ${tally.dropped} | ${tally.spurious} |`,
      );
    tables.push(...rows);
    if (problems.length > 0) console.log(`\nparts dropped or applied wrongly:\n${problems.join('\n')}`);
  }
  console.log(
    '\n| set | split | requests | done whole | parts | applied | of which wrong | owned (generic reason) | dropped | owned, never asked |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of tables) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
