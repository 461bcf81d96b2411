import { BANNER_SCALE_WARNING, logoPrompt, memePrompt, resolvedChoices } from './post.ts';
import { describeTickerUse } from './tickers.ts';
import { STEP_IDS } from './steps.ts';
import type { KitResults, KitState } from './types.ts';

/** The kit's image files and the results they come from, in the order they are written. */
export const IMAGE_FILES: [file: string, result: keyof KitResults][] = [
  ['logo.jpg', 'logo'],
  ['banner.jpg', 'banner'],
  ['logo-ticker.jpg', 'logoWithTicker'],
  ['meme.jpg', 'meme'],
];

/** The bytes of a base64 data URL (browser and Node alike). */
export function dataUrlToBytes(url: string): Uint8Array {
  const match = /^data:[^,]*;base64,(.*)$/s.exec(url);
  if (!match) throw new Error('not a base64 data URL');
  const binary = atob(match[1] ?? '');
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * What a person should know before posting the kit as it is: a ticker recorded coins use (and the
 * free one proposed instead), a square or banner that would cut the picture's text, a banner enlarged
 * enough to look blurry.
 */
export function kitWarnings(state: KitState): string[] {
  const warnings: string[] = [];
  const check = state.results.tickerCheck;
  if (check && check.usedBy > 0) {
    const instead = check.proposed
      ? `; the kit proposes $${check.proposed}, which no recorded coin uses`
      : check.ticker === state.choices.ticker?.trim()
        ? ' (your choice)'
        : '; no free ticker could be made from the name';
    warnings.push(`${describeTickerUse(check)}${instead}.`);
  }
  if (state.results.logoCutsText) {
    warnings.push(
      'The picture’s square would cut through its text: the logo is drawn from the ticker instead, and the meme from the whole picture, its caption in a band above it.',
    );
  }
  if (state.results.bannerCutsText) {
    warnings.push(
      'The banner cuts through a line of the picture’s text: a picture with less text makes a cleaner one.',
    );
  }
  const scale = state.results.bannerScale;
  if (scale !== undefined && scale > BANNER_SCALE_WARNING) {
    warnings.push(
      `The banner was enlarged ${scale.toFixed(1)}× from the picture: it may look blurry (a larger picture makes a sharper banner).`,
    );
  }
  return warnings;
}

/** kit.json: the name, ticker, caption, look-alikes, prompts, every step's outcome and time, and the files. */
export function kitJson(state: KitState) {
  const { name, ticker, caption } = resolvedChoices(state.choices, state.results);
  return {
    name: name ?? null,
    ticker: ticker ?? null,
    caption: caption ?? null,
    post: { text: state.post.text, images: state.post.images.length, chosenImage: state.post.chosenImage ?? 0 },
    imageText: state.results.imageText ?? null,
    tickerCheck: state.results.tickerCheck ?? null,
    warnings: kitWarnings(state),
    lookAlikes: {
      byPost: state.results.lookAlikesByPost ?? [],
      byName: state.results.lookAlikesByName ?? [],
      hidden: { byPost: state.results.hiddenByPost ?? 0, byName: state.results.hiddenByName ?? 0 },
    },
    bannerScale: state.results.bannerScale ?? null,
    prompts: {
      logo: ticker ? logoPrompt(ticker, state.results.logoCutsText) : null,
      meme: caption ? memePrompt(caption, state.results.logoCutsText) : null,
    },
    steps: STEP_IDS.map((id) => {
      const { status, ms, error } = state.steps[id];
      return { id, status, ms: ms ?? null, ran: state.ran?.includes(id) ?? false, ...(error && { error }) };
    }),
    // The wall time of the latest run: of the steps marked `ran` (the others kept an earlier run's results).
    ms: state.ms ?? null,
    files: IMAGE_FILES.filter(([, result]) => state.results[result]).map(([file]) => file),
  };
}

export type KitJson = ReturnType<typeof kitJson>;

/** Every file of the kit by name: the images it made and kit.json. */
export function kitFiles(state: KitState): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const [file, result] of IMAGE_FILES) {
    const url = state.results[result];
    if (typeof url === 'string') files[file] = dataUrlToBytes(url);
  }
  files['kit.json'] = new TextEncoder().encode(`${JSON.stringify(kitJson(state), null, 2)}\n`);
  return files;
}
