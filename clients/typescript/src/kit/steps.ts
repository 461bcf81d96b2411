import {
  BANNER_CROP,
  chosenImage,
  imageUrls,
  LOGO_CROP,
  LOOK_ALIKES_MAX,
  logoPrompt,
  memePrompt,
  postText,
  resolvedChoices,
  saysLittle,
} from './post.ts';
import { countTickerUse, freeTicker, TICKER_CHECK_LIMIT, usingTicker, type TickerCheck } from './tickers.ts';
import type { KitChoices, KitOperation, KitResults, LookAlike, Post, StepError, StepId } from './types.ts';

/** A step's failure, thrown by its run and shown as its error. */
export class StepFailure extends Error {
  constructor(readonly error: StepError) {
    super(error.message);
  }
}

export interface StepContext {
  post: Post;
  results: KitResults;
  choices: KitChoices;
  /** Calls an operation; a failed answer throws a StepFailure. */
  call: (operation: KitOperation, body: unknown) => Promise<unknown>;
}

export interface StepDefinition {
  id: StepId;
  label: string;
  /** Steps this one waits for (to land, whether or not they succeed). */
  after: StepId[];
  /** Which of the person's choices it uses: changing one re-runs it. */
  uses: (keyof KitChoices)[];
  /** The results it makes (cleared when it runs again, so a failed re-run leaves no stale result). */
  makes: (keyof KitResults)[];
  /** Whether what it made no longer fits what the other steps made (run again once, at the end of a run). */
  stale?: (context: Omit<StepContext, 'call'>) => boolean;
  /** Why it does not run for this post (skipped), or undefined when it runs. */
  skip?: (context: Omit<StepContext, 'call'>) => string | undefined;
  run: (context: StepContext) => Promise<Partial<KitResults>>;
}

const noImage = ({ post }: { post: Post }) => (chosenImage(post) ? undefined : 'the post has no image');

/** The text naming and the search by post read, or why there is none. */
function textToName(post: Post, results: KitResults): { text: string; images?: string[] } {
  const text = postText(post, results.imageText);
  if (text !== '') return { text };
  const images = imageUrls(post);
  if (images.length > 0) return { text, images };
  throw new StepFailure({
    code: 'nothing_to_read',
    message: 'The post has no text and no text could be read from its images.',
  });
}

/** Fails a step whose input an earlier step should have made and did not. */
function needs<T>(value: T | undefined, what: string): T {
  if (value === undefined || value === '') {
    throw new StepFailure({ code: 'missing_input', message: `Needs ${what}, which an earlier step did not make.` });
  }
  return value;
}

/** Profane coins a safe search left out (0 when it was not safe). */
function hiddenOf(body: unknown): number {
  const hidden = (body as { hidden?: unknown }).hidden;
  return typeof hidden === 'number' ? hidden : 0;
}

/** The search body of a list nobody asked for: safe, unless the person asked to see the hidden coins. */
function listSearch(what: { query: string } | { event: unknown }, choices: KitChoices) {
  return { ...what, limit: LOOK_ALIKES_MAX, ...(!choices.showHidden && { safe: true }) };
}

/**
 * Whether recorded coins use the ticker, from the ticker's list search (its exact matches come first).
 * The kit's own ticker is counted again over every coin (profane ones too) when the list may not hold
 * them all, and when it is taken the first free one derived from the name is proposed. A person's
 * ticker is counted from the list alone ("used by 5+ coins" when it may hold fewer than there are).
 */
async function checkTicker(
  { ticker, name, postText }: { ticker: string; name: string; postText: string },
  ownTicker: boolean,
  listed: unknown,
  call: StepContext['call'],
): Promise<TickerCheck> {
  const search = async (query: string) =>
    lookAlikes(await call('past_coin_search', { query, limit: TICKER_CHECK_LIMIT }));
  const exact = usingTicker(ticker, lookAlikes(listed)).length;
  const partial = exact >= LOOK_ALIKES_MAX || hiddenOf(listed) > 0;
  const { usedBy, more } =
    partial && ownTicker ? await countTickerUse(ticker, search) : { usedBy: exact, more: partial && exact > 0 };
  const check: TickerCheck = { ticker, usedBy, more };
  if (usedBy === 0 || !ownTicker) return check;
  const proposed = await freeTicker(name, ticker, search, postText);
  return proposed ? { ...check, proposed } : check;
}

function lookAlikes(body: unknown): LookAlike[] {
  const results = (body as { results?: LookAlike[] }).results ?? [];
  return results.map(({ address, name, ticker, marketCap, createdAt, score, match }) => ({
    address,
    name,
    ticker,
    marketCap,
    createdAt,
    score,
    match,
  }));
}

/** Runs a call on the chosen image; an image that fails to load is named by its place in the post and its URL. */
async function onChosenImage<T>(post: Post, run: (image: string) => Promise<T>): Promise<T> {
  const image = needs(chosenImage(post), 'an image');
  try {
    return await run(image);
  } catch (error) {
    if (!(error instanceof StepFailure) || error.error.code !== 'invalid_image') throw error;
    const source = /^https?:\/\//i.test(image) ? image.slice(0, 200) : 'a file';
    const place = (post.chosenImage ?? 0) + 1;
    throw new StepFailure({
      ...error.error,
      message: `Image ${place} of the post (${source}): ${error.error.message}`,
    });
  }
}

/** A crop as image crops answers it: `scale` once the service says it, else worked out from the box. */
interface AnsweredCrop {
  aspect: string;
  image: string;
  box?: { width: number };
  scale?: number;
}

/** How much a crop was enlarged to `width` pixels (its `scale`, or the width over its box's), rounded to 0.01. */
function enlargement(crop: AnsweredCrop, width: number): number | undefined {
  const scale = crop.scale ?? (crop.box && crop.box.width > 0 ? width / crop.box.width : undefined);
  return scale === undefined || !Number.isFinite(scale) ? undefined : Math.round(scale * 100) / 100;
}

/** The first image of an edit's answer. */
function editedImage(body: unknown): string {
  return needs((body as { images?: string[] }).images?.[0], 'an image in the edit’s answer');
}

/** Every step of the kit, in the order they are shown. */
export const STEPS: StepDefinition[] = [
  {
    id: 'read',
    label: 'Image text',
    after: [],
    uses: [],
    makes: ['imageText'],
    skip: ({ post }) =>
      post.images.length === 0 ? 'the post has no image' : saysLittle(post.text) ? undefined : 'the post says enough',
    async run({ post, call }) {
      const body = await call('ocr', { images: post.images });
      const results = (body as { results?: { text: string }[] }).results ?? [];
      return {
        imageText: results
          .map((result) => result.text.trim())
          .join('\n')
          .trim(),
      };
    },
  },
  {
    id: 'name',
    label: 'Name and ticker',
    after: ['read'],
    uses: [],
    makes: ['name', 'ticker'],
    async run({ post, results, call }) {
      const body = (await call('ai_name', { event: textToName(post, results) })) as { name: string; ticker: string };
      return { name: body.name, ticker: body.ticker };
    },
  },
  {
    id: 'search_post',
    label: 'Past coins like the post',
    after: ['read'],
    uses: ['showHidden'],
    makes: ['lookAlikesByPost', 'hiddenByPost'],
    async run({ post, results, choices, call }) {
      const body = await call('past_coin_search', listSearch({ event: textToName(post, results) }, choices));
      return { lookAlikesByPost: lookAlikes(body), hiddenByPost: hiddenOf(body) };
    },
  },
  {
    id: 'search_name',
    label: 'Past coins like the name',
    after: ['name'],
    uses: ['name', 'ticker', 'showHidden'],
    makes: ['lookAlikesByName', 'hiddenByName', 'tickerCheck'],
    async run({ post, results, choices, call }) {
      // The ticker naming made (a proposal of the run before is this step's to make again).
      const { name, ticker } = resolvedChoices(choices, { ...results, tickerCheck: undefined });
      const queries = [needs(name, 'a name'), needs(ticker, 'a ticker')];
      const answers = await Promise.all(
        queries.map((query) => call('past_coin_search', listSearch({ query }, choices))),
      );
      // One list, best first, each coin once (a coin may match both its name and its ticker).
      const byAddress = new Map<string, LookAlike>();
      for (const coin of answers.flatMap(lookAlikes).sort((a, b) => b.score - a.score)) {
        if (!byAddress.has(coin.address)) byAddress.set(coin.address, coin);
      }
      return {
        lookAlikesByName: [...byAddress.values()].slice(0, LOOK_ALIKES_MAX),
        // A coin hidden from both searches is one coin: the larger count is the fewest hidden.
        hiddenByName: Math.max(...answers.map(hiddenOf)),
        tickerCheck: await checkTicker(
          { ticker: ticker!, name: name!, postText: postText(post, results.imageText) },
          !choices.ticker?.trim(),
          answers[1],
          call,
        ),
      };
    },
  },
  {
    id: 'crops',
    label: 'Logo and banner crops',
    after: [],
    uses: [],
    makes: ['logo', 'banner'],
    skip: noImage,
    async run({ post, call }) {
      const body = await onChosenImage(post, (image) =>
        call('image_crops', { images: [image], crops: [LOGO_CROP, BANNER_CROP] }),
      );
      const crops = (body as { results?: { crops: AnsweredCrop[] }[] }).results?.[0]?.crops ?? [];
      const crop = (aspect: string) => crops.find((each) => each.aspect === aspect);
      const banner = crop(BANNER_CROP.aspect);
      const scale = banner && enlargement(banner, BANNER_CROP.width);
      return {
        logo: needs(crop(LOGO_CROP.aspect)?.image, 'a 1:1 crop'),
        banner: needs(banner?.image, 'a 3:1 crop'),
        ...(scale !== undefined && { bannerScale: scale }),
      };
    },
  },
  {
    id: 'logo',
    label: 'Logo with the ticker',
    after: ['name', 'crops'],
    uses: ['ticker'],
    makes: ['logoWithTicker', 'logoTicker'],
    // Drawn at once with naming's ticker; drawn again when the ticker check proposes a free one instead.
    stale: ({ results, choices }) =>
      results.logoWithTicker !== undefined && results.logoTicker !== resolvedChoices(choices, results).ticker,
    skip: noImage,
    async run({ results, choices, call }) {
      const ticker = needs(resolvedChoices(choices, results).ticker, 'a ticker');
      const logo = needs(results.logo, 'the 1:1 crop');
      const body = await call('image_edit', { prompt: logoPrompt(ticker), images: [logo] });
      return { logoWithTicker: editedImage(body), logoTicker: ticker };
    },
  },
  {
    id: 'meme',
    label: 'Meme',
    // Made from the 1:1 crop, so that it fills its square; from the whole picture when the crop failed.
    after: ['name', 'crops'],
    uses: ['caption'],
    makes: ['meme'],
    skip: noImage,
    async run({ post, results, choices, call }) {
      const caption = needs(resolvedChoices(choices, results).caption, 'a caption (or a name)');
      const edit = (image: string) => call('image_edit', { prompt: memePrompt(caption), images: [image] });
      const body = results.logo ? await edit(results.logo) : await onChosenImage(post, edit);
      return { meme: editedImage(body) };
    },
  },
];

export const STEP_IDS = STEPS.map((step) => step.id);

export function stepOf(id: StepId): StepDefinition {
  return STEPS.find((step) => step.id === id)!;
}
