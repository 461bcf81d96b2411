import type { CallOptions, RequestOf, ResponseOf } from '../client.ts';
import type { components } from '../generated/openapi.ts';
import { ApiError, NetworkError, UserAbortError } from '../errors.ts';
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
  needsImageText,
} from './post.ts';
import { postLinesOf, punchline } from './caption.ts';
import { cutsText } from './text-cuts.ts';
import { countTickerUse, freeTicker, TICKER_CHECK_LIMIT, usingTicker, type TickerCheck } from './tickers.ts';
import type { KitChoices, KitClient, KitResults, LookAlike, Post, StepError, StepId } from './types.ts';

/** A step's failure, thrown by its run and shown as its error. */
export class StepFailure extends Error {
  constructor(readonly error: StepError) {
    super(error.message);
  }
}

/** What a step failed with, for its state: the service's error (status, code, message), or the kit's own. */
export function stepError(error: Error): StepError {
  if (error instanceof StepFailure) return error.error;
  if (error instanceof ApiError) {
    const { status, code, message, retryAfterSeconds } = error;
    return { status, code, message, ...(retryAfterSeconds !== null && { retryAfterSeconds }) };
  }
  if (error instanceof NetworkError) return { code: 'network_error', message: error.message };
  if (error instanceof UserAbortError) return { code: 'aborted', message: error.message };
  return { code: 'kit_error', message: error.message };
}

export interface StepContext {
  post: Post;
  results: KitResults;
  choices: KitChoices;
  /** The typed client; a call that fails throws its typed error, which fails the step. */
  client: KitClient;
  /** The run's options for every call (its abort signal). */
  callOptions: CallOptions;
}

/** What a step knows before it runs: the post, what the steps before it made and the person's choices. */
type StepInputs = Omit<StepContext, 'client' | 'callOptions'>;

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
  stale?: (inputs: StepInputs) => boolean;
  /** Why it does not run for this post (skipped), or undefined when it runs. */
  skip?: (inputs: StepInputs) => string | undefined;
  run: (context: StepContext) => Promise<Partial<KitResults>>;
}

const noImage = ({ post }: { post: Post }) => (chosenImage(post) ? undefined : 'the post has no image');

/** The post naming and the search by post read (its text, else its image URLs), or why there is none. */
function textToName(post: Post, results: KitResults): RequestOf<'aiName'>['event'] {
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

type SearchAnswer = ResponseOf<'searchPastCoins'>;

/** Profane coins a safe search left out (0 when it was not safe). */
const hiddenOf = (answer: SearchAnswer): number => answer.hidden ?? 0;

/** The search body of a list nobody asked for: safe, unless the person asked to see the hidden coins. */
function listSearch(
  what: Pick<RequestOf<'searchPastCoins'>, 'query' | 'event'>,
  choices: KitChoices,
): RequestOf<'searchPastCoins'> {
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
  listed: SearchAnswer,
  { client, callOptions }: Pick<StepContext, 'client' | 'callOptions'>,
): Promise<TickerCheck> {
  const search = async (query: string) =>
    lookAlikes((await client.searchPastCoins({ query, limit: TICKER_CHECK_LIMIT }, callOptions)).data);
  const exact = usingTicker(ticker, lookAlikes(listed)).length;
  const partial = exact >= LOOK_ALIKES_MAX || hiddenOf(listed) > 0;
  const { usedBy, more } =
    partial && ownTicker ? await countTickerUse(ticker, search) : { usedBy: exact, more: partial && exact > 0 };
  const check: TickerCheck = { ticker, usedBy, more };
  if (usedBy === 0 || !ownTicker) return check;
  const proposed = await freeTicker(name, ticker, search, postText);
  return proposed ? { ...check, proposed } : check;
}

function lookAlikes(answer: SearchAnswer): LookAlike[] {
  return answer.results.map(({ address, name, ticker, marketCap, createdAt, score, match }) => ({
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
    if (!(error instanceof ApiError) || error.code !== 'invalid_image') throw error;
    const source = /^https?:\/\//i.test(image) ? image.slice(0, 200) : 'a file';
    const place = (post.chosenImage ?? 0) + 1;
    throw new StepFailure({
      ...stepError(error),
      message: `Image ${place} of the post (${source}): ${error.message}`,
    });
  }
}

/** How much a crop was enlarged (its `scale`), rounded to 0.01; undefined when the answer's is not a number. */
function enlargement(crop: components['schemas']['ImageCrop']): number | undefined {
  return Number.isFinite(crop.scale) ? Math.round(crop.scale * 100) / 100 : undefined;
}

/** The first image of an edit's answer. */
const editedImage = (answer: ResponseOf<'editImage'>): string =>
  needs(answer.images[0], 'an image in the edit’s answer');

/** Every step of the kit, by id. */
const STEP_BY_ID: Record<StepId, StepDefinition> = {
  read: {
    id: 'read',
    label: 'Image text',
    after: [],
    uses: [],
    makes: ['imageText'],
    skip: ({ post }) =>
      post.images.length === 0
        ? 'the post has no image'
        : needsImageText(post.text)
          ? undefined
          : 'the post says enough',
    async run({ post, client, callOptions }) {
      const { data } = await client.extractImageText({ images: post.images }, callOptions);
      return {
        imageText: data.results
          .map((result) => result.text.trim())
          .join('\n')
          .trim(),
      };
    },
  },
  name: {
    id: 'name',
    label: 'Name and ticker',
    after: ['read'],
    uses: [],
    makes: ['name', 'ticker', 'caption'],
    async run({ post, results, client, callOptions }) {
      const { data } = await client.aiName({ event: textToName(post, results) }, callOptions);
      // The meme's caption is a line of the post (of its images' text when it has none), not the name.
      const caption = punchline(post.text, data.name) ?? punchline(postLinesOf(results.imageText ?? ''), data.name);
      return { name: data.name, ticker: data.ticker, ...(caption !== undefined && { caption }) };
    },
  },
  search_post: {
    id: 'search_post',
    label: 'Past coins like the post',
    after: ['read'],
    uses: ['showHidden'],
    makes: ['lookAlikesByPost', 'hiddenByPost'],
    async run({ post, results, choices, client, callOptions }) {
      const search = listSearch({ event: textToName(post, results) }, choices);
      const { data } = await client.searchPastCoins(search, callOptions);
      return { lookAlikesByPost: lookAlikes(data), hiddenByPost: hiddenOf(data) };
    },
  },
  search_name: {
    id: 'search_name',
    label: 'Past coins like the name',
    after: ['name'],
    uses: ['name', 'ticker', 'showHidden'],
    makes: ['lookAlikesByName', 'hiddenByName', 'tickerCheck'],
    async run({ post, results, choices, client, callOptions }) {
      // The ticker naming made (a proposal of the run before is this step's to make again).
      const resolved = resolvedChoices(choices, { ...results, tickerCheck: undefined });
      const name = needs(resolved.name, 'a name');
      const ticker = needs(resolved.ticker, 'a ticker');
      const search = async (query: string) =>
        (await client.searchPastCoins(listSearch({ query }, choices), callOptions)).data;
      const [byName, byTicker] = await Promise.all([search(name), search(ticker)]);
      // One list, best first, each coin once (a coin may match both its name and its ticker).
      const byAddress = new Map<string, LookAlike>();
      for (const coin of [...lookAlikes(byName), ...lookAlikes(byTicker)].sort((a, b) => b.score - a.score)) {
        if (!byAddress.has(coin.address)) byAddress.set(coin.address, coin);
      }
      return {
        lookAlikesByName: [...byAddress.values()].slice(0, LOOK_ALIKES_MAX),
        // A coin hidden from both searches is one coin: the larger count is the fewest hidden.
        hiddenByName: Math.max(hiddenOf(byName), hiddenOf(byTicker)),
        tickerCheck: await checkTicker(
          { ticker, name, postText: postText(post, results.imageText) },
          !choices.ticker?.trim(),
          byTicker,
          { client, callOptions },
        ),
      };
    },
  },
  crops: {
    id: 'crops',
    label: 'Logo and banner crops',
    after: [],
    uses: [],
    makes: ['logo', 'banner', 'bannerScale', 'logoCutsText', 'bannerCutsText'],
    skip: noImage,
    async run({ post, client, callOptions }) {
      const { data } = await onChosenImage(post, (image) =>
        client.cropImages({ images: [image], crops: [LOGO_CROP, BANNER_CROP] }, callOptions),
      );
      const result = data.results[0];
      const crops = result?.crops ?? [];
      const lines = result?.textLines ?? [];
      const crop = (aspect: string) => crops.find((each) => each.aspect === aspect);
      const logo = crop(LOGO_CROP.aspect);
      const banner = crop(BANNER_CROP.aspect);
      const scale = banner && enlargement(banner);
      // A square that would cut the picture's text (a screenshot of a post, say) is not the logo: the
      // logo is drawn from the ticker instead, and the meme made from the whole picture.
      const logoCutsText = logo?.box !== undefined && cutsText(logo.box, lines);
      return {
        ...(logoCutsText ? { logoCutsText } : { logo: needs(logo?.image, 'a 1:1 crop') }),
        banner: needs(banner?.image, 'a 3:1 crop'),
        ...(banner?.box !== undefined && cutsText(banner.box, lines) && { bannerCutsText: true }),
        ...(scale !== undefined && { bannerScale: scale }),
      };
    },
  },
  logo: {
    id: 'logo',
    label: 'Logo with the ticker',
    after: ['name', 'crops'],
    uses: ['ticker'],
    makes: ['logoWithTicker', 'logoTicker'],
    // Drawn at once with naming's ticker; drawn again when the ticker check proposes a free one instead.
    stale: ({ results, choices }) =>
      results.logoWithTicker !== undefined && results.logoTicker !== resolvedChoices(choices, results).ticker,
    skip: noImage,
    async run({ results, choices, client, callOptions }) {
      const ticker = needs(resolvedChoices(choices, results).ticker, 'a ticker');
      const images = results.logoCutsText ? [] : [needs(results.logo, 'the 1:1 crop')];
      const { data } = await client.editImage({ prompt: logoPrompt(ticker, images.length === 0), images }, callOptions);
      return { logoWithTicker: editedImage(data), logoTicker: ticker };
    },
  },
  meme: {
    id: 'meme',
    label: 'Meme',
    // Made from the 1:1 crop, so that it fills its square; from the whole picture when the crop failed.
    after: ['name', 'crops'],
    uses: ['caption'],
    makes: ['meme'],
    skip: noImage,
    async run({ post, results, choices, client, callOptions }) {
      const caption = needs(resolvedChoices(choices, results).caption, 'a caption (or a name)');
      const prompt = memePrompt(caption, results.logoCutsText);
      const edit = (image: string) => client.editImage({ prompt, images: [image] }, callOptions);
      const { data } = results.logo ? await edit(results.logo) : await onChosenImage(post, edit);
      return { meme: editedImage(data) };
    },
  },
};

/** The steps in the order they are shown. */
export const STEP_IDS: StepId[] = ['read', 'name', 'search_post', 'search_name', 'crops', 'logo', 'meme'];

/** Every step of the kit, in the order they are shown. */
export const STEPS: StepDefinition[] = STEP_IDS.map((id) => STEP_BY_ID[id]);

export const stepOf = (id: StepId): StepDefinition => STEP_BY_ID[id];

/** A record of something for every step, made from each step's definition. */
export function forEveryStep<T>(make: (step: StepDefinition) => T): Record<StepId, T> {
  const { read, name, search_post, search_name, crops, logo, meme } = STEP_BY_ID;
  return {
    read: make(read),
    name: make(name),
    search_post: make(search_post),
    search_name: make(search_name),
    crops: make(crops),
    logo: make(logo),
    meme: make(meme),
  };
}
