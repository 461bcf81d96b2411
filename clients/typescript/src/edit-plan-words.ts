/**
 * The X-Edit-Plan header in words a person understands: what the embedded editor applied, and for
 * each part of the prompt it ignored, why. Pure, with no server imports: the console shows it beside
 * the result, and any client that reads the header can say the same.
 *
 * The header is `; `-separated entries like `brightness(1.35)`, `caption("GM" bottom band normal
 * black box white)` or `ignored("remove the background")`, non-ASCII as `\u{1f680}` (see the
 * engine's describe.ts). An ignored part the editor understood but could not do says why itself, as
 * a second quoted text: `ignored("laser eyes" "no face was found in the picture")`.
 */

export interface PlanEntry {
  /** The operation: `grayscale`, `caption`, `ignored`... */
  kind: string;
  /** What is inside the parentheses, as written (empty when there are none). */
  args: string;
  /** The quoted text among the arguments, unescaped. */
  text?: string;
  /** A second quoted text, unescaped: why an ignored part was not done, when the editor says. */
  reason?: string;
}

export interface PlanWords {
  /** One sentence per applied operation. */
  applied: string[];
  /** One per ignored part of the prompt: the part as written and why it was not done. */
  ignored: Array<{ part: string; reason: string }>;
}

const unescape = (text: string) =>
  text.replace(/\\u\{([0-9a-f]{1,6})\}/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));

/** Splits the header into entries; a `;` inside quoted text does not split. */
export function planEntries(header: string): PlanEntry[] {
  const entries: PlanEntry[] = [];
  for (const match of header.matchAll(/([a-z-]+)(?:\(((?:"(?:[^"\\]|\\.)*"|[^)"])*)\))?/g)) {
    const args = match[2] ?? '';
    const [quoted, because] = [...args.matchAll(/"((?:[^"\\]|\\.)*)"/g)];
    entries.push({
      kind: match[1]!,
      args,
      ...(quoted ? { text: unescape(quoted[1]!) } : {}),
      ...(because ? { reason: unescape(because[1]!) } : {}),
    });
  }
  return entries.filter((entry) => entry.kind !== 'none');
}

const HOSTED = 'with a hosted model configured it can';
const STYLE = `the embedded editor cannot change the style beyond its filters (grey, sepia, blur, tint, pixelate…); ${HOSTED}`;

/** Why the embedded editor left a part of a prompt undone, from what that part asks. */
const REASONS: Array<[RegExp, string]> = [
  [
    /\b(?:remove|erase|delete|cut\s+out|get\s+rid\s+of|drop|transparent|isolate|no)\b.*\b(?:background|backdrop|bg)\b|\bbackground\s+remov/,
    `the embedded editor cannot remove backgrounds or cut a subject out; ${HOSTED}`,
  ],
  [
    /\b(?:remove|erase|delete|get\s+rid\s+of|take\s+out|take\s+away|hide)\b/,
    `the embedded editor cannot remove things from a picture; ${HOSTED}`,
  ],
  [
    // A look named by its art or medium.
    /\b(?:style|styled|anime|manga|cartoon\w*|toon|painting|painted|paint|watercolou?r|oil|sketch\w*|drawing|drawn|pencil|charcoal|crayon|ghibli|pixar|disney|simpsons|3d|render(?:ed)?|realistic|photorealistic|cyberpunk|synthwave|vaporwave|comic|pop\s+art|van\s+gogh|picasso|renaissance|glitch\w*|neon|glow\w*|vhs|film\s+grain|grainy|halftone|deep[-\s]?fr(?:y|ied)|lens\s+flare|hdr|low[-\s]?poly|claymation|lego|minecraft|retro|old)\b/,
    STYLE,
  ],
  [
    /\b(?:replace|swap|change|turn\s+(?:the|him|her|it|them)\b.*\binto|make\s+(?:the|him|her|them)\b|dance|smile|wear|wearing|hold|holding)\b/,
    `the embedded editor cannot change what is in the picture; ${HOSTED}`,
  ],
  [
    // Any other "… look / effect / filter / aesthetic".
    /\b(?:look|looking|effect|filter|aesthetic|vibes?)\b/,
    STYLE,
  ],
  [
    /\b(?:add|put|place|give|draw|insert|generate|create|with)\b/,
    `the embedded editor cannot draw new objects (only text, emoji stickers, shapes, frames and backgrounds); ${HOSTED}`,
  ],
  [
    /\b(?:what|describe|identify|count|who|how\s+many)\b/,
    'the embedded editor edits pictures but does not say what is in them',
  ],
];

export function ignoredReason(part: string): string {
  const lower = part.toLowerCase();
  return (
    REASONS.find(([pattern]) => pattern.test(lower))?.[1] ??
    'the embedded editor did not understand this part; the guide lists what it understands'
  );
}

const PLACES: Record<string, string> = {
  top: 'at the top',
  bottom: 'at the bottom',
  centre: 'in the centre',
  'top-left': 'in the top left corner',
  'top-right': 'in the top right corner',
  'bottom-left': 'in the bottom left corner',
  'bottom-right': 'in the bottom right corner',
  head: 'on the head',
  face: 'on the face',
};

const FIXED: Record<string, string> = {
  grayscale: 'Made it black and white',
  sepia: 'Gave it a sepia (old photo) look',
  invert: 'Inverted the colours',
  rounded: 'Rounded the corners',
  square: 'Cropped it to the centre square',
  circle: 'Cropped it to a circle',
  'deep-fry': 'Deep-fried it (colours and contrast pushed, sharpened, grain, a low-quality JPEG)',
  vaporwave: 'Gave it a vaporwave look (pink and cyan, scan lines)',
  'wanted-poster': 'Made it a wanted poster (sepia, on paper, “WANTED” above)',
};

function amount(value: string, up: string, down: string): string {
  const factor = Number(value);
  if (!Number.isFinite(factor)) return up;
  const percent = Math.round(Math.abs(factor - 1) * 100);
  return `${factor >= 1 ? up : down} by ${percent}%`;
}

function textWords(entry: PlanEntry, words: string[]): string {
  const kind = entry.kind === 'meme-text' ? 'Meme text' : 'Caption';
  const place = PLACES[words.find((word) => word in PLACES) ?? ''] ?? '';
  const band = words.includes('band') ? ', in a band of its own' : words.includes('over') ? ', over the picture' : '';
  const colour = words.find((_, index) => index > 0 && ['normal', 'small', 'big', 'huge'].includes(words[index - 1]!));
  const picture = words.indexOf('picture');
  const cell = picture >= 0 ? `, in picture ${words[picture + 1]}'s cell` : '';
  return `${kind} “${entry.text ?? ''}” ${place}${band}${colour ? `, in ${colour}` : ''}${cell}`;
}

/** One applied operation in words; an edit of one picture of several says which. */
export function appliedWords(entry: PlanEntry): string {
  const own = entry.kind !== 'caption' && entry.kind !== 'meme-text' ? /\s*\bpicture (\d)$/.exec(entry.args) : null;
  if (own) return `${operationWords({ ...entry, args: entry.args.slice(0, own.index) })} (picture ${own[1]})`;
  return operationWords(entry);
}

function operationWords(entry: PlanEntry): string {
  const rest = (entry.text === undefined ? entry.args : entry.args.replace(/"(?:[^"\\]|\\.)*"/, '')).trim();
  const words = rest.split(/\s+/).filter(Boolean);
  if (FIXED[entry.kind] && !rest) return FIXED[entry.kind]!;
  switch (entry.kind) {
    case 'blur':
      return words[0] === 'face' ? 'Blurred the faces' : 'Blurred it';
    case 'blur-background':
      return 'Blurred the background behind the subject';
    case 'sharpen':
      return 'Sharpened it';
    case 'brightness':
      return amount(rest, 'Brightened it', 'Darkened it');
    case 'contrast':
      return amount(rest, 'Raised the contrast', 'Lowered the contrast');
    case 'saturation':
      return amount(rest, 'Made the colours stronger', 'Made the colours weaker');
    case 'tint':
      return `Tinted it ${rest}`;
    case 'rotate':
      return `Rotated it ${Math.abs(Number(rest))}° ${Number(rest) < 0 ? 'counterclockwise' : 'clockwise'}`;
    case 'flip':
      return rest === 'vertical' ? 'Flipped it top to bottom' : 'Mirrored it left to right';
    case 'pixelate':
      return words[0] === 'face' ? 'Pixelated the faces' : 'Pixelated it';
    case 'laser-eyes': {
      const faces = words.find((word) => /^\d+$/.test(word));
      const colour = words.find((word) => !/^\d+$/.test(word));
      const lasers = colour ? `${colour} laser eyes` : 'laser eyes';
      return faces ? `Gave ${faces === '1' ? 'the face' : `${faces} faces`} ${lasers}` : `Gave it ${lasers}`;
    }
    case 'layout':
      return (
        { row: 'Put the images side by side', column: 'Stacked the images', grid: 'Put the images in a grid' }[rest] ??
        'Arranged the images'
      );
    case 'background':
      return `Made the background ${rest.replace(/^gradient /, 'a gradient from ')}`;
    case 'circle':
      return `Cropped it to a circle with a ${rest.replace(/^ring /, '')} ring`;
    case 'zoom':
      return words[0] === 'face' ? `Zoomed in ${words[1] ?? ''}× on the largest face` : `Zoomed in ${rest}×`;
    case 'caption':
    case 'meme-text':
      return textWords(entry, words);
    case 'sticker':
      return words.includes('each')
        ? `Added a ${entry.text ?? ''} sticker on every ${words[0] === 'face' ? 'face' : 'head'}`
        : `Added a ${entry.text ?? ''} sticker ${PLACES[words[0] ?? ''] ?? ''}`.trim();
    case 'border':
      return `Added a ${words[0] ?? ''} border`;
    case 'text':
      return 'Drew the prompt as text on a white canvas (no image was given)';
    case 'remark':
      return `Took “${entry.text ?? ''}” as a remark about the picture, not as an edit`;
    default:
      return `${entry.kind}${entry.args ? ` (${entry.args})` : ''}`;
  }
}

/** The whole header in words. */
export function editPlanWords(header: string): PlanWords {
  const words: PlanWords = { applied: [], ignored: [] };
  for (const entry of planEntries(header)) {
    if (entry.kind === 'ignored') {
      const part = entry.text ?? entry.args;
      words.ignored.push({ part, reason: entry.reason ?? ignoredReason(part) });
    } else words.applied.push(appliedWords(entry));
  }
  return words;
}
