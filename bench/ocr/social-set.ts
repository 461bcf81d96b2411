/**
 * The social set of `npm run eval:ocr -- social`: pictures like the ones people post, each labelled
 * with its exact text, drawn from a seed by `npm run data:ocr-social [OUT]` into bench/out/ocr-social
 * (gitignored) from installed Debian packages (photos, fonts, fortunes; the script prints the
 * apt-get line when one is missing). Four kinds, 32 pictures of each per half:
 * - `meme`: white bold capitals with a black outline, top and/or bottom, on a photo;
 * - `post`: a screenshot of a post, light or dark: avatar, display name, @handle, 1–4 lines, counts;
 * - `cjk`: a Chinese, Japanese (kana included) or mixed (`$PEPE 今天又涨了`) caption, on a photo or a plain band;
 * - `turned`: a picture of one of the kinds above turned 90°, 180° or 270° in its pixels (no EXIF tag).
 * The tune and check halves share no photo, font or text source (bench/ocr/social-texts.ts).
 * Photos: lomiri-wallpapers (tune) and mate-backgrounds (check), none of those bench/image_crops/set uses.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { seededRandom } from '../../lib/seeded-random';
import type { Point } from '../../lib/engines/ocr/types';
import { SOCIAL_OCR_DATASET } from './data';
import { FORTUNES_DIR, textsOf, type Half, type HalfTexts } from './social-texts';

export const SOCIAL_SET_DIR = SOCIAL_OCR_DATASET;
export const SOCIAL_KINDS = ['meme', 'post', 'cjk', 'turned'] as const;
export type SocialKind = (typeof SOCIAL_KINDS)[number];
const PER_KIND = 32;
const SEED = 51;

const PACKAGES =
  'lomiri-wallpapers-16.04 lomiri-wallpapers-20.04 mate-backgrounds fortunes fonts-liberation fonts-liberation2 fonts-dejavu-core fonts-dejavu-extra fonts-noto-cjk fonts-wqy-zenhei fonts-wqy-microhei';

const PHOTOS: Record<Half, string[]> = {
  tune: [
    '/usr/share/backgrounds/aitzgorri_by_Aitzol_Berasategi.jpg',
    '/usr/share/backgrounds/analogpattern_by_Peter_Nerlich.jpg',
    '/usr/share/backgrounds/Bridge_by_Sander_Klootwijk.jpg',
    '/usr/share/backgrounds/life_by_Aitzol_Berasategi.jpg',
    '/usr/share/backgrounds/picosdeeuropa_by_Aitzol_Berasategi.jpg',
    '/usr/share/backgrounds/Picture_1A_by_freespace.jpg',
    '/usr/share/backgrounds/sunset_by_Aitzol_Berasategi.jpg',
    '/usr/share/backgrounds/umang_by_Abhishek_Mudgal.jpg',
    '/usr/share/backgrounds/Wine_by_Jakkub_Mede.jpg',
    '/usr/share/backgrounds/Infinite-Sea_by_Aury88.jpg',
  ],
  check: [
    '/usr/share/backgrounds/mate/nature/Blinds.jpg',
    '/usr/share/backgrounds/mate/nature/Dune.jpg',
    '/usr/share/backgrounds/mate/nature/FreshFlower.jpg',
    '/usr/share/backgrounds/mate/nature/GreenMeadow.jpg',
    '/usr/share/backgrounds/mate/nature/RainDrops.jpg',
    '/usr/share/backgrounds/mate/nature/Storm.jpg',
    '/usr/share/backgrounds/mate/nature/Wood.jpg',
  ],
};

interface Font {
  family: string;
  weight: 'normal' | 'bold';
}

const FONTS: Record<Half, { meme: Font; post: Font; name: Font; chinese: Font; japanese: Font }> = {
  tune: {
    meme: { family: 'DejaVu Sans Condensed', weight: 'bold' },
    post: { family: 'DejaVu Sans', weight: 'normal' },
    name: { family: 'DejaVu Sans', weight: 'bold' },
    chinese: { family: 'Noto Sans CJK SC', weight: 'normal' },
    japanese: { family: 'Noto Sans CJK JP', weight: 'bold' },
  },
  check: {
    meme: { family: 'Liberation Sans Narrow', weight: 'bold' },
    post: { family: 'Liberation Sans', weight: 'normal' },
    name: { family: 'Liberation Sans', weight: 'bold' },
    chinese: { family: 'WenQuanYi Zen Hei', weight: 'normal' },
    japanese: { family: 'WenQuanYi Micro Hei', weight: 'normal' },
  },
};

export interface SocialLabel {
  file: string;
  width: number;
  height: number;
  stratum: SocialKind;
  half: Half;
  /** Which script the picture's text is in: a baseline reads `cjk` pictures with its Chinese and Japanese models. */
  script: 'latin' | 'cjk';
  /** For `turned`: the clockwise turn of the pixels. */
  turn?: 90 | 180 | 270;
  lines: Array<{ text: string; points: Point[] }>;
  text: string;
}

interface Drawn {
  svg: string;
  photo?: { file: string; scale: number; left: number; top: number };
  width: number;
  height: number;
  script: 'latin' | 'cjk';
  lines: Array<{ text: string; points: Point[] }>;
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (random: Random, low: number, high: number) => Math.round(low + random() * (high - low));

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function textElement(text: string, font: Font, size: number, x: number, y: number, style: string): string {
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${font.family}" font-weight="${font.weight}" font-size="${size}" ${style} xml:space="preserve">${escapeXml(text)}</text>`;
}

/** The ink box of a text drawn at x = 0 on baseline 0, measured by rendering it. */
interface Ink {
  left: number;
  top: number;
  width: number;
  height: number;
}
const inkCache = new Map<string, Ink>();

async function measure(text: string, font: Font, size: number): Promise<Ink> {
  const key = `${font.family}|${font.weight}|${size}|${text}`;
  const cached = inkCache.get(key);
  if (cached) return cached;
  const width = Math.ceil(size * ([...text].length * 1.2 + 2));
  const baseline = size * 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${size * 3}"><rect width="100%" height="100%" fill="#fff"/>${textElement(text, font, size, size, baseline, 'fill="#000"')}</svg>`;
  const { info } = await sharp(Buffer.from(svg))
    .trim({ background: '#ffffff', threshold: 20 })
    .toBuffer({ resolveWithObject: true });
  const ink = {
    left: -(info.trimOffsetLeft ?? 0) - size,
    top: -(info.trimOffsetTop ?? 0) - baseline,
    width: info.width,
    height: info.height,
  };
  inkCache.set(key, ink);
  return ink;
}

/** Words into lines no wider than `maxWidth` (greedy); a space joins the words of a line, none for CJK. */
async function wrap(words: string[], font: Font, size: number, maxWidth: number, joiner = ' '): Promise<string[]> {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line === '' ? word : `${line}${joiner}${word}`;
    if (line !== '' && (await measure(candidate, font, size)).width > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line !== '') lines.push(line);
  return lines;
}

const rectPoints = (x: number, y: number, width: number, height: number): Point[] => [
  { x, y },
  { x: x + width, y },
  { x: x + width, y: y + height },
  { x, y: y + height },
];

/** Lines centred on `centreX`, from baseline `firstBaseline`: their SVG and their labelled boxes. */
async function centredLines(
  lines: string[],
  font: Font,
  size: number,
  centreX: number,
  firstBaseline: number,
  lineHeight: number,
  style: string,
  outline = 0,
): Promise<{ svg: string; labels: Drawn['lines'] }> {
  let svg = '';
  const labels: Drawn['lines'] = [];
  for (const [row, text] of lines.entries()) {
    const ink = await measure(text, font, size);
    const baseline = firstBaseline + row * lineHeight;
    const x = centreX - ink.width / 2 - ink.left;
    svg += textElement(text, font, size, x, baseline, style);
    labels.push({
      text,
      points: rectPoints(
        x + ink.left - outline,
        baseline + ink.top - outline,
        ink.width + 2 * outline,
        ink.height + 2 * outline,
      ),
    });
  }
  return { svg, labels };
}

function photoWindow(random: Random, texts: { photos: string[] }): Drawn['photo'] {
  return { file: pick(random, texts.photos), scale: 1 + random() * 1.2, left: random(), top: random() };
}

/** A meme: a caption split into top and/or bottom text, in capitals with a black outline. */
async function drawMeme(random: Random, texts: HalfTexts & { photos: string[] }, fonts: (typeof FONTS)[Half]) {
  const width = between(random, 560, 720);
  const height = Math.round(width * (0.75 + random() * 0.4));
  const saying = pick(
    random,
    texts.sayings.filter((line) => line.length <= 90),
  );
  const words = saying.toUpperCase().split(' ');
  const layout = random();
  let top: string[] = [];
  let bottom: string[] = [];
  if (layout < 0.5 && words.length >= 4) {
    const middle = Math.ceil(words.length / 2);
    top = words.slice(0, middle);
    bottom = words.slice(middle);
  } else if (layout < 0.75) top = words;
  else bottom = words;
  if (random() < 0.3) bottom = [...bottom, pick(random, texts.tickers), pick(random, texts.closers).toUpperCase()];
  let size = Math.round(width / between(random, 9, 12));
  let topLines: string[] = [];
  let bottomLines: string[] = [];
  for (; size > 18; size -= 2) {
    topLines = await wrap(top, fonts.meme, size, width * 0.92);
    bottomLines = await wrap(bottom, fonts.meme, size, width * 0.92);
    if ((topLines.length + bottomLines.length) * size * 1.15 < height * 0.7) break;
  }
  const outline = Math.max(2, Math.round(size / 10));
  const style = `fill="#fff" stroke="#000" stroke-width="${outline * 2}" stroke-linejoin="round" paint-order="stroke"`;
  const lineHeight = size * 1.12;
  const upper = await centredLines(topLines, fonts.meme, size, width / 2, size * 1.05, lineHeight, style, outline);
  const lowerStart = height - size * 0.35 - (bottomLines.length - 1) * lineHeight;
  const lower = await centredLines(bottomLines, fonts.meme, size, width / 2, lowerStart, lineHeight, style, outline);
  return {
    svg: upper.svg + lower.svg,
    photo: photoWindow(random, texts),
    width,
    height,
    script: 'latin',
    lines: [...upper.labels, ...lower.labels],
  } satisfies Drawn;
}

/** A count as a post shows it: 7, 48, 312, 1.2K, 45K. */
function count(random: Random): string {
  const magnitude = random();
  if (magnitude < 0.35) return String(between(random, 1, 99));
  if (magnitude < 0.6) return String(between(random, 100, 999));
  if (magnitude < 0.85) return `${between(random, 1, 9)}.${between(random, 1, 9)}K`;
  return `${between(random, 10, 99)}K`;
}

/** The text of a post: a saying, sometimes with a ticker, an opener or a closer, sometimes all lower case. */
function postText(random: Random, texts: HalfTexts): string {
  let text = pick(random, texts.sayings);
  if (random() < 0.3) text = `${pick(random, texts.openers)} ${text}`;
  if (random() < 0.35) text = `${text} ${pick(random, texts.tickers)}`;
  if (random() < 0.3) text = `${text} ${pick(random, texts.closers)}`;
  return random() < 0.3 ? text.toLowerCase() : text;
}

/** A screenshot of a post: avatar, name, @handle and age, the text in 1–4 lines, and a row of counts. */
async function drawPost(random: Random, texts: HalfTexts, fonts: (typeof FONTS)[Half]) {
  const dark = random() < 0.5;
  const [background, ink, grey] = dark
    ? [pick(random, ['#000000', '#15202b']), '#e7e9ea', '#71767b']
    : ['#ffffff', '#0f1419', '#536471'];
  // Screenshots come at a phone's or a desktop's pixel density: text 20 to 36 px high.
  const scale = 1 + random() * 0.6;
  const width = Math.round(between(random, 560, 720) * scale);
  const pad = Math.round(18 * scale);
  const avatar = Math.round(24 * scale);
  const textX = pad + 2 * avatar + Math.round(12 * scale);
  const size = Math.round(between(random, 18, 23) * scale);
  let lines: string[] = [];
  for (let attempt = 0; attempt < 20; attempt++) {
    lines = await wrap(postText(random, texts).split(' '), fonts.post, size, width - textX - pad);
    if (lines.length <= 4) break;
  }
  lines = lines.slice(0, 4);
  const name = pick(random, texts.names);
  const handle = `${name.toLowerCase().replace(/[^a-z]/g, '')}${random() < 0.5 ? between(random, 1, 999) : ''}`;
  const age = pick(random, ['2m', '14m', '3h', '11h', '1d', 'Mar 4', 'Jun 19']);
  const nameSize = size - 2;
  const nameInk = await measure(name, fonts.name, nameSize);
  const meta = `@${handle} ${age}`;
  const metaInk = await measure(meta, fonts.post, nameSize);
  const nameBaseline = pad + nameSize;
  const nameX = textX - nameInk.left;
  const metaX = textX + nameInk.width + nameSize * 0.4 - metaInk.left;
  const hue = between(random, 0, 359);
  let svg = `<rect width="100%" height="100%" fill="${background}"/><circle cx="${pad + avatar}" cy="${pad + avatar}" r="${avatar}" fill="hsl(${hue},55%,55%)"/>`;
  svg += textElement(name, fonts.name, nameSize, nameX, nameBaseline, `fill="${ink}"`);
  svg += textElement(meta, fonts.post, nameSize, metaX, nameBaseline, `fill="${grey}"`);
  const nameRowTop = nameBaseline + Math.min(nameInk.top, metaInk.top);
  const nameRowBottom = nameBaseline + Math.max(nameInk.top + nameInk.height, metaInk.top + metaInk.height);
  const labels: Drawn['lines'] = [
    {
      text: `${name} ${meta}`,
      points: rectPoints(textX, nameRowTop, metaX + metaInk.left + metaInk.width - textX, nameRowBottom - nameRowTop),
    },
  ];
  const lineHeight = Math.round(size * 1.35);
  let baseline = nameBaseline + lineHeight + 4;
  for (const line of lines) {
    const lineInk = await measure(line, fonts.post, size);
    svg += textElement(line, fonts.post, size, textX - lineInk.left, baseline, `fill="${ink}"`);
    labels.push({ text: line, points: rectPoints(textX, baseline + lineInk.top, lineInk.width, lineInk.height) });
    baseline += lineHeight;
  }
  const countSize = size - 4;
  const countBaseline = baseline + countSize * 0.6;
  const counts = [count(random), count(random), count(random), count(random)];
  const step = (width - textX - pad) / counts.length;
  let countsTop = Number.POSITIVE_INFINITY;
  let countsBottom = 0;
  let countsRight = 0;
  for (const [index, value] of counts.entries()) {
    const iconX = textX + index * step;
    const countInk = await measure(value, fonts.post, countSize);
    const x = iconX + countSize * 1.4;
    svg += `<rect x="${iconX}" y="${countBaseline - countSize * 0.85}" width="${countSize}" height="${countSize}" rx="${countSize / 3}" fill="none" stroke="${grey}" stroke-width="1.5"/>`;
    svg += textElement(value, fonts.post, countSize, x - countInk.left, countBaseline, `fill="${grey}"`);
    countsTop = Math.min(countsTop, countBaseline + countInk.top);
    countsBottom = Math.max(countsBottom, countBaseline + countInk.top + countInk.height);
    countsRight = x + countInk.width;
  }
  labels.push({
    text: counts.join(' '),
    points: rectPoints(
      textX + countSize * 1.4,
      countsTop,
      countsRight - textX - countSize * 1.4,
      countsBottom - countsTop,
    ),
  });
  const height = Math.round(countBaseline + pad + 6);
  return { svg, width, height, script: 'latin', lines: labels } satisfies Drawn;
}

/** A Chinese, Japanese or mixed caption of one or two lines, on a photo with an outline or on a plain band. */
async function drawCjkCaption(
  random: Random,
  texts: HalfTexts & { photos: string[] },
  fonts: (typeof FONTS)[Half],
  variant: number,
) {
  const language = (['chinese', 'japanese', 'mixed'] as const)[variant % 3]!;
  const words = language === 'japanese' ? texts.japanese : texts.chinese;
  const font = language === 'japanese' ? fonts.japanese : fonts.chinese;
  const sentence = () => `${pick(random, words.subjects)}${pick(random, words.predicates)}`;
  const lines = Array.from({ length: random() < 0.5 ? 1 : 2 }, (_, row) =>
    language === 'mixed' && row === 0 ? `${pick(random, texts.tickers)} ${sentence()}` : sentence(),
  );
  const width = between(random, 520, 720);
  const onPhoto = random() < 0.6;
  const height = onPhoto ? Math.round(width * (0.6 + random() * 0.4)) : between(random, 160, 240);
  const size = Math.round(width / between(random, 11, 15));
  const lineHeight = size * 1.3;
  const first = onPhoto
    ? height - size * 0.6 - (lines.length - 1) * lineHeight
    : height / 2 - ((lines.length - 2) * lineHeight) / 2 - size * 0.1;
  const outline = onPhoto ? Math.max(2, Math.round(size / 12)) : 0;
  const [band, colour] = pick(random, [
    ['#ffffff', '#111111'],
    ['#fff4d6', '#3a2a00'],
    ['#1d1d1f', '#f5f5f7'],
  ] as const);
  const style = onPhoto
    ? `fill="#fff" stroke="#000" stroke-width="${outline * 2}" stroke-linejoin="round" paint-order="stroke"`
    : `fill="${colour}"`;
  const drawn = await centredLines(lines, font, size, width / 2, first, lineHeight, style, outline);
  return {
    svg: onPhoto ? drawn.svg : `<rect width="100%" height="100%" fill="${band}"/>${drawn.svg}`,
    photo: onPhoto ? photoWindow(random, texts) : undefined,
    width,
    height,
    script: 'cjk',
    lines: drawn.labels,
  } satisfies Drawn;
}

async function render(drawn: Drawn): Promise<Buffer> {
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${drawn.width}" height="${drawn.height}">${drawn.svg}</svg>`,
  );
  if (!drawn.photo) return sharp(overlay).flatten({ background: '#fff' }).jpeg({ quality: 90 }).toBuffer();
  const { file, scale, left, top } = drawn.photo;
  const scaledWidth = Math.round(drawn.width * scale);
  const scaledHeight = Math.round(drawn.height * scale);
  const background = await sharp(file)
    .resize(scaledWidth, scaledHeight, { fit: 'cover' })
    .extract({
      left: Math.floor(left * (scaledWidth - drawn.width)),
      top: Math.floor(top * (scaledHeight - drawn.height)),
      width: drawn.width,
      height: drawn.height,
    })
    .toBuffer();
  return sharp(background)
    .composite([{ input: overlay }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A point of a `width`×`height` picture where it lands after the pixels turn clockwise by `turn`. */
function turnPoint({ x, y }: Point, turn: 90 | 180 | 270, width: number, height: number): Point {
  if (turn === 90) return { x: height - y, y: x };
  if (turn === 180) return { x: width - x, y: height - y };
  return { x: y, y: width - x };
}

async function drawKind(kind: Exclude<SocialKind, 'turned'>, random: Random, half: Half, index: number) {
  const texts = { ...textsOf(half), photos: PHOTOS[half] };
  if (kind === 'meme') return drawMeme(random, texts, FONTS[half]);
  if (kind === 'post') return drawPost(random, texts, FONTS[half]);
  return drawCjkCaption(random, texts, FONTS[half], index);
}

const round = (points: Point[]) => points.map(({ x, y }) => ({ x: Math.round(x), y: Math.round(y) }));

/** Draws every picture of one half into `out`; answers their labels. */
async function drawHalf(half: Half, out: string): Promise<SocialLabel[]> {
  const random = seededRandom(SEED + (half === 'tune' ? 0 : 1000));
  const labels: SocialLabel[] = [];
  mkdirSync(path.join(out, half), { recursive: true });
  for (const kind of SOCIAL_KINDS) {
    for (let index = 0; index < PER_KIND; index++) {
      const source = kind === 'turned' ? (['meme', 'post', 'cjk'] as const)[index % 3]! : kind;
      const drawn = await drawKind(source, random, half, kind === 'turned' ? Math.floor(index / 3) : index);
      let bytes = await render(drawn);
      let { width, height } = drawn;
      let lines = drawn.lines;
      const turn = kind === 'turned' ? ([90, 180, 270] as const)[Math.floor(index / 3) % 3]! : undefined;
      if (turn) {
        // sharp writes no EXIF orientation unless asked: the pixels themselves are turned.
        bytes = await sharp(bytes).rotate(turn).jpeg({ quality: 88 }).toBuffer();
        lines = lines.map((line) => ({ ...line, points: line.points.map((p) => turnPoint(p, turn, width, height)) }));
        if (turn !== 180) [width, height] = [height, width];
      }
      const file = `${half}/${kind}-${String(index).padStart(2, '0')}.jpg`;
      writeFileSync(path.join(out, file), bytes);
      labels.push({
        file,
        width,
        height,
        stratum: kind,
        half,
        script: drawn.script,
        ...(turn ? { turn } : {}),
        lines: lines.map((line) => ({ text: line.text, points: round(line.points) })),
        text: lines.map((line) => line.text).join('\n'),
      });
    }
  }
  return labels;
}

/** What the generator needs from Debian and does not find (photos, fortunes, font families), if anything. */
function missingPackages(): string | undefined {
  const needed = [...PHOTOS.tune, ...PHOTOS.check, FORTUNES_DIR];
  const installed = new Set(
    execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' })
      .split(/[\n,]/)
      .map((family) => family.trim()),
  );
  const families = Object.values(FONTS).flatMap((fonts) => Object.values(fonts).map((font) => font.family));
  const missing = [
    ...needed.filter((file) => !existsSync(file)),
    ...[...new Set(families)].filter((family) => !installed.has(family)).map((family) => `the font ${family}`),
  ];
  return missing.length === 0 ? undefined : `missing: ${missing.join(', ')}`;
}

async function main() {
  const out = path.resolve(process.argv[2] ?? SOCIAL_SET_DIR);
  const missing = missingPackages();
  if (missing) {
    console.error(
      `${missing}\nThe social set is drawn from Debian packages; install them with:\n  apt-get install ${PACKAGES}`,
    );
    process.exit(2);
  }
  const labels = [...(await drawHalf('tune', out)), ...(await drawHalf('check', out))];
  writeFileSync(path.join(out, 'labels.jsonl'), labels.map((label) => JSON.stringify(label)).join('\n') + '\n');
  console.log(`${labels.length} pictures and labels.jsonl written to ${out}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
