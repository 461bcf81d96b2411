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
    uses: [],
    makes: ['lookAlikesByPost'],
    async run({ post, results, call }) {
      const body = await call('past_coin_search', { event: textToName(post, results), limit: LOOK_ALIKES_MAX });
      return { lookAlikesByPost: lookAlikes(body) };
    },
  },
  {
    id: 'search_name',
    label: 'Past coins like the name',
    after: ['name'],
    uses: ['name', 'ticker'],
    makes: ['lookAlikesByName'],
    async run({ results, choices, call }) {
      const { name, ticker } = resolvedChoices(choices, results);
      const queries = [needs(name, 'a name'), needs(ticker, 'a ticker')];
      const answers = await Promise.all(
        queries.map((query) => call('past_coin_search', { query, limit: LOOK_ALIKES_MAX })),
      );
      // One list, best first, each coin once (a coin may match both its name and its ticker).
      const byAddress = new Map<string, LookAlike>();
      for (const coin of answers.flatMap(lookAlikes).sort((a, b) => b.score - a.score)) {
        if (!byAddress.has(coin.address)) byAddress.set(coin.address, coin);
      }
      return { lookAlikesByName: [...byAddress.values()].slice(0, LOOK_ALIKES_MAX) };
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
      const crops = (body as { results?: { crops: { aspect: string; image: string }[] }[] }).results?.[0]?.crops ?? [];
      const image = (aspect: string) => crops.find((crop) => crop.aspect === aspect)?.image;
      return {
        logo: needs(image(LOGO_CROP.aspect), 'a 1:1 crop'),
        banner: needs(image(BANNER_CROP.aspect), 'a 3:1 crop'),
      };
    },
  },
  {
    id: 'logo',
    label: 'Logo with the ticker',
    after: ['name', 'crops'],
    uses: ['ticker'],
    makes: ['logoWithTicker'],
    skip: noImage,
    async run({ results, choices, call }) {
      const ticker = needs(resolvedChoices(choices, results).ticker, 'a ticker');
      const logo = needs(results.logo, 'the 1:1 crop');
      return { logoWithTicker: editedImage(await call('image_edit', { prompt: logoPrompt(ticker), images: [logo] })) };
    },
  },
  {
    id: 'meme',
    label: 'Meme',
    after: ['name'],
    uses: ['caption'],
    makes: ['meme'],
    skip: noImage,
    async run({ post, results, choices, call }) {
      const caption = needs(resolvedChoices(choices, results).caption, 'a caption (or a name)');
      const body = await onChosenImage(post, (image) =>
        call('image_edit', { prompt: memePrompt(caption), images: [image] }),
      );
      return { meme: editedImage(body) };
    },
  },
];

export const STEP_IDS = STEPS.map((step) => step.id);

export function stepOf(id: StepId): StepDefinition {
  return STEPS.find((step) => step.id === id)!;
}
