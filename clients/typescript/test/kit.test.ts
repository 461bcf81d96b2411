import { describe, expect, it } from 'vitest';
import { createInferenceClient } from '../src/client';
import {
  kitFiles,
  kitJson,
  PostError,
  rerunKit,
  resolvedChoices,
  runKit,
  runSteps,
  STEP_IDS,
  stepsToRerun,
  type KitState,
} from '../src/kit/index';

const JPEG = 'data:image/jpeg;base64,/9j/4AAQ';
const PHOTO = 'data:image/png;base64,iVBORw0KGgo=';
const POST = { text: 'Just adopted a frog named Pepper, he is the boss now $PEPPER', images: [PHOTO] };

/** The operations the kit calls, by their path under /private: what the fake service answers by. */
type Operation = 'ocr' | 'ai_name' | 'past_coin_search' | 'image_crops' | 'image_edit';
const OPERATIONS: Operation[] = ['ocr', 'ai_name', 'past_coin_search', 'image_crops', 'image_edit'];

/** What the fake service answers: a status and a JSON body (and Retry-After), or no answer at all. */
type Answer = { status: number; body: unknown; retryAfterSeconds?: number } | 'no answer';

interface Sent {
  operation: Operation;
  body: Record<string, unknown>;
}

/** What the service would answer each operation (a function of the body), overridable per test. */
function answerFor(operation: Operation, body: Record<string, unknown>): Answer {
  switch (operation) {
    case 'ocr':
      return { status: 200, body: { requestId: 'r', results: [{ imageIndex: 0, text: 'MOON FROG', lines: [] }] } };
    case 'ai_name':
      return { status: 200, body: { name: 'Pepper', ticker: 'PEPPER' } };
    case 'past_coin_search': {
      const query = (body.query as string | undefined) ?? 'event';
      const coin = (address: string, score: number) => ({
        address,
        name: `coin ${address}`,
        ticker: address.toUpperCase(),
        description: 'a frog',
        marketCap: 1000,
        createdAt: null,
        score,
        match: 'name',
      });
      return { status: 200, body: { requestId: 'r', results: [coin(`${query}-a`, 0.9), coin('shared', 0.5)] } };
    }
    case 'image_crops':
      return {
        status: 200,
        body: {
          requestId: 'r',
          results: [
            {
              imageIndex: 0,
              crops: [
                { aspect: '1:1', image: JPEG },
                { aspect: '3:1', image: JPEG },
              ],
            },
          ],
        },
      };
    case 'image_edit':
      return { status: 200, body: { requestId: 'r', images: [JPEG] } };
  }
}

function responseOf(answer: Exclude<Answer, 'no answer'>): Response {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (answer.retryAfterSeconds !== undefined) headers['retry-after'] = String(answer.retryAfterSeconds);
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
}

function operationOf(url: string): Operation {
  const operation = OPERATIONS.find((each) => new URL(url).pathname === `/private/${each}`);
  if (!operation) throw new Error(`the kit called ${url}`);
  return operation;
}

/**
 * A fake service behind the typed client the kit is given (its `fetch`): every call waits until the
 * test releases it (all at once, or one operation), so the test sees which calls were in flight
 * together. It logs each call's start and answer in order.
 */
function fakeService(
  override: (operation: Operation, body: Record<string, unknown>) => Answer | undefined = () => undefined,
) {
  const log: string[] = [];
  const sent: Sent[] = [];
  const pending: { operation: Operation; release: () => void }[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const operation = operationOf(request.url);
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ operation, body });
    log.push(`start ${operation}`);
    return new Promise((resolve, reject) => {
      pending.push({
        operation,
        release: () => {
          log.push(`answer ${operation}`);
          const answer = override(operation, body) ?? answerFor(operation, body);
          if (answer === 'no answer') reject(new Error('socket hang up'));
          else resolve(responseOf(answer));
        },
      });
    });
  };
  // As the console's page calls: each call sent once, no deadline.
  const client = createInferenceClient({
    baseUrl: 'http://kit.test',
    apiKey: 'k',
    retry: { maxRetries: 0 },
    timeout: 0,
    fetch,
  });
  /** Answers everything in flight, then lets the kit start what that unblocked. */
  const releaseAll = async () => {
    while (pending.length > 0) pending.shift()!.release();
    await settle();
  };
  /** Answers the calls in flight to one operation. */
  const release = async (operation: Operation) => {
    for (const each of pending.filter((call) => call.operation === operation)) {
      pending.splice(pending.indexOf(each), 1);
      each.release();
    }
    await settle();
  };
  const inFlight = () => pending.map((each) => each.operation).sort();
  return { client, log, sent, release, releaseAll, inFlight };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs a kit to the end, answering every round of calls at once; returns the rounds' operations. */
async function runToEnd(service: ReturnType<typeof fakeService>, promise: Promise<KitState>) {
  const rounds: string[][] = [];
  let done = false;
  void promise.then(() => (done = true));
  await settle();
  while (!done) {
    rounds.push(service.inFlight());
    await service.releaseAll();
  }
  return { state: await promise, rounds };
}

describe('runKit', () => {
  it('starts the independent steps at once and each dependent step once what it waits for landed', async () => {
    const service = fakeService();
    const { state, rounds } = await runToEnd(service, runKit(POST, service.client));
    // Round 1: naming, the search by post and the crops together (the post says enough: no OCR).
    expect(rounds[0]).toEqual(['ai_name', 'image_crops', 'past_coin_search']);
    // Round 2: what needed the name and the crops: two searches by name and ticker, logo and meme edits.
    expect(rounds[1]).toEqual(['image_edit', 'image_edit', 'past_coin_search', 'past_coin_search']);
    expect(rounds).toHaveLength(2);
    expect(Object.values(state.steps).map((step) => [step.id, step.status])).toEqual([
      ['read', 'skipped'],
      ['name', 'done'],
      ['search_post', 'done'],
      ['search_name', 'done'],
      ['crops', 'done'],
      ['logo', 'done'],
      ['meme', 'done'],
    ]);
    expect(state.results).toMatchObject({ name: 'Pepper', ticker: 'PEPPER', logo: JPEG, banner: JPEG, meme: JPEG });
    expect(typeof state.steps.name.ms).toBe('number');
    expect(typeof state.ms).toBe('number');
  });

  it('the logo and meme edits wait for both the name and the 1:1 crop, and are drawn on the crop', async () => {
    const service = fakeService();
    const kit = runKit(POST, service.client);
    await settle();
    // Everything but the crops answers: the name searches start, the logo and the meme still wait.
    await service.release('past_coin_search');
    await service.release('ai_name');
    expect(service.inFlight()).toEqual(['image_crops', 'past_coin_search', 'past_coin_search']);
    await service.release('image_crops');
    const edits = service.sent.filter((each) => each.operation === 'image_edit').map((each) => each.body);
    expect(edits).toEqual([
      { prompt: expect.stringContaining('"$PEPPER"'), images: [JPEG] },
      { prompt: 'meme text "he is the boss now" at the bottom', images: [JPEG] },
    ]);
    const crops = service.sent.find((each) => each.operation === 'image_crops')!;
    expect(crops.body).toEqual({
      images: [PHOTO],
      crops: [
        { aspect: '1:1', width: 512 },
        { aspect: '3:1', width: 1024 },
      ],
    });
    await runToEnd(service, kit);
  });

  it('reads the images’ text first when the post says little, and names the post with it', async () => {
    const service = fakeService();
    const { rounds, state } = await runToEnd(
      service,
      runKit({ text: 'look at this', images: [PHOTO] }, service.client),
    );
    expect(rounds[0]).toEqual(['image_crops', 'ocr']);
    const naming = service.sent.find((each) => each.operation === 'ai_name')!;
    expect(naming.body).toEqual({ event: { text: 'look at this\nMOON FROG' } });
    const byPost = service.sent.find((each) => each.operation === 'past_coin_search' && each.body.event)!;
    expect(byPost.body.event).toEqual({ text: 'look at this\nMOON FROG' });
    expect(state.results.imageText).toBe('MOON FROG');
  });

  it('merges the searches by name and by ticker, best first, each coin once', async () => {
    const service = fakeService();
    const { state } = await runToEnd(service, runKit(POST, service.client));
    const queries = service.sent.filter((each) => each.body.query).map((each) => each.body.query);
    expect(queries).toEqual(['Pepper', 'PEPPER']);
    expect(state.results.lookAlikesByName?.map((coin) => coin.address)).toEqual(['Pepper-a', 'PEPPER-a', 'shared']);
  });

  it('refuses a post with no text and no image before sending anything', async () => {
    const service = fakeService();
    expect(() => runKit({ text: '  ', images: [] }, service.client)).toThrow(PostError);
    expect(service.sent).toEqual([]);
  });

  it('a rate-limited step shows its 429 and Retry-After; the others land; what needed it says so', async () => {
    const service = fakeService((operation) =>
      operation === 'image_crops'
        ? { status: 429, body: { error: { code: 'rate_limit', message: 'Too many requests' } }, retryAfterSeconds: 17 }
        : undefined,
    );
    const { state } = await runToEnd(service, runKit(POST, service.client));
    expect(state.steps.crops).toMatchObject({
      status: 'failed',
      error: { status: 429, code: 'rate_limit', message: 'Too many requests', retryAfterSeconds: 17 },
    });
    expect(state.steps.logo).toMatchObject({ status: 'failed', error: { code: 'missing_input' } });
    for (const id of ['name', 'search_post', 'search_name', 'meme'] as const)
      expect(state.steps[id].status).toBe('done');
  });

  it('a key without image edit: both edits show the 403, the rest of the kit works', async () => {
    const service = fakeService((operation) =>
      operation === 'image_edit'
        ? { status: 403, body: { error: { code: 'image_edit_not_enabled', message: 'no image edit' } } }
        : undefined,
    );
    const { state } = await runToEnd(service, runKit(POST, service.client));
    expect(state.steps.logo.error).toMatchObject({ status: 403, code: 'image_edit_not_enabled' });
    expect(state.steps.meme.error).toMatchObject({ status: 403, code: 'image_edit_not_enabled' });
    expect(state.results.banner).toBe(JPEG);
    expect(state.steps.search_name.status).toBe('done');
  });

  it('a call that gets no answer at all fails only its step', async () => {
    const service = fakeService((operation) => (operation === 'past_coin_search' ? 'no answer' : undefined));
    const { state } = await runToEnd(service, runKit(POST, service.client));
    expect(state.steps.search_post.error).toMatchObject({
      code: 'network_error',
      message: expect.stringContaining('socket hang up'),
    });
    expect(state.steps.meme.status).toBe('done');
  });

  it('reports every change of state as it happens', async () => {
    const service = fakeService();
    const updates: string[] = [];
    await runToEnd(
      service,
      runKit(POST, service.client, {
        onUpdate: (state) => updates.push(`${state.steps.name.status}/${state.steps.logo.status}`),
      }),
    );
    expect(updates[0]).toBe('waiting/waiting');
    expect(updates).toContain('done/waiting');
    expect(updates.at(-1)).toBe('done/done');
  });
});

/** A fake service whose crops answer is this one result for the chosen image. */
function cropsAnswering(result: Record<string, unknown>) {
  return fakeService((operation) =>
    operation === 'image_crops' ? { status: 200, body: { results: [{ imageIndex: 0, ...result }] } } : undefined,
  );
}

describe('rerunKit', () => {
  async function firstRun() {
    const service = fakeService();
    const { state } = await runToEnd(service, runKit(POST, service.client));
    return state;
  }

  it.each([
    [{ ticker: 'FROGGO' }, ['image_edit', 'past_coin_search', 'past_coin_search'], ['search_name', 'logo']],
    [{ caption: 'WHEN MOON' }, ['image_edit'], ['meme']],
    // The meme's caption is a line of the post, not the name: a new name leaves the meme as it is.
    [{ name: 'Pepe Boss' }, ['past_coin_search', 'past_coin_search'], ['search_name']],
    [{ ticker: 'PEPPER' }, [], []],
  ])('after %o calls only %o again', async (choices, operations, stepIds) => {
    const state = await firstRun();
    const service = fakeService();
    const updates: KitState[] = [];
    const { state: after, rounds } = await runToEnd(
      service,
      rerunKit(state, choices, service.client, { onUpdate: (update) => updates.push(update) }),
    );
    expect(rounds.flat().sort()).toEqual(operations);
    const rerun = Object.values(updates[0]!.steps).filter((step) => step.status === 'waiting');
    expect(rerun.map((step) => step.id).sort()).toEqual([...stepIds].sort());
    expect(Object.values(after.steps).every((step) => step.status !== 'waiting')).toBe(true);
  });

  it('captions the meme with the name when no line of the post fits, and draws it again for a new name', async () => {
    const service = fakeService();
    const { state } = await runToEnd(service, runKit({ text: '$PEPPER', images: [PHOTO] }, service.client));
    expect(state.results.caption).toBeUndefined();
    expect(resolvedChoices(state.choices, state.results).caption).toBe(state.results.name);
    expect(stepsToRerun(state, { name: 'Pepe Boss' }).sort()).toEqual(['meme', 'search_name']);
  });

  it('draws the new ticker and names the files’ kit.json with it', async () => {
    const state = await firstRun();
    const service = fakeService();
    const { state: after } = await runToEnd(service, rerunKit(state, { ticker: 'FROGGO' }, service.client));
    expect(service.sent.find((each) => each.operation === 'image_edit')!.body.prompt).toContain('"$FROGGO"');
    expect(kitJson(after)).toMatchObject({
      name: 'Pepper',
      ticker: 'FROGGO',
      prompts: { logo: expect.stringContaining('FROGGO') },
    });
  });
});

describe('a re-run that fails', () => {
  it('leaves no result of the run before: no logo with the old ticker in the kit', async () => {
    const service = fakeService();
    const { state } = await runToEnd(service, runKit(POST, service.client));
    const refused = fakeService((operation) =>
      operation === 'image_edit'
        ? { status: 503, body: { error: { code: 'image_edit_busy', message: 'busy' } } }
        : undefined,
    );
    const { state: after } = await runToEnd(refused, rerunKit(state, { ticker: 'FROGGO' }, refused.client));
    expect(after.steps.logo.error).toMatchObject({ status: 503, code: 'image_edit_busy' });
    expect(after.results.logoWithTicker).toBeUndefined();
    expect(Object.keys(kitFiles(after))).toEqual(['logo.jpg', 'banner.jpg', 'meme.jpg', 'kit.json']);
  });
});

describe('runSteps', () => {
  it('runs failed steps again, with the steps that wait for them, and nothing else', async () => {
    const limited = fakeService((operation) =>
      operation === 'image_crops'
        ? { status: 429, body: { error: { code: 'rate_limit', message: 'later' } } }
        : undefined,
    );
    const { state } = await runToEnd(limited, runKit(POST, limited.client));
    const failed = STEP_IDS.filter((id) => state.steps[id].status === 'failed');
    expect(failed).toEqual(['crops', 'logo']);
    const service = fakeService();
    const { state: after, rounds } = await runToEnd(service, runSteps(state, ['crops'], service.client));
    expect(rounds).toEqual([['image_crops'], ['image_edit', 'image_edit']]);
    expect(Object.values(after.steps).every((step) => step.status === 'done' || step.id === 'read')).toBe(true);
    expect(after.results.logoWithTicker).toBe(JPEG);
  });
});

describe('kitFiles', () => {
  it('holds the four images and kit.json with the name, ticker, look-alikes, prompts and timings', async () => {
    const service = fakeService();
    const { state } = await runToEnd(service, runKit(POST, service.client));
    const files = kitFiles(state);
    expect(Object.keys(files)).toEqual(['logo.jpg', 'banner.jpg', 'logo-ticker.jpg', 'meme.jpg', 'kit.json']);
    expect([...files['logo.jpg']!.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const json = JSON.parse(new TextDecoder().decode(files['kit.json']));
    expect(json).toMatchObject({
      name: 'Pepper',
      ticker: 'PEPPER',
      caption: 'he is the boss now',
      lookAlikes: { byPost: [{ address: 'event-a' }, { address: 'shared' }] },
      prompts: { logo: expect.stringContaining('$PEPPER'), meme: expect.stringContaining('"he is the boss now"') },
      files: ['logo.jpg', 'banner.jpg', 'logo-ticker.jpg', 'meme.jpg'],
    });
    expect(json.steps).toHaveLength(7);
    expect(json.steps.find((step: { id: string }) => step.id === 'crops')).toMatchObject({
      status: 'done',
      ms: expect.any(Number),
    });
    expect(JSON.stringify(json)).not.toContain('base64');
  });
});

/** Past coins as search answers them: `tickers` used exactly by coins of the store, `hidden` profane ones left out. */
function storeAnswer(body: Record<string, unknown>, tickers: Record<string, number>, hidden = 0): Answer {
  const query = String(body.query ?? '').toUpperCase();
  const uses = Math.min(tickers[query] ?? 0, Number(body.limit));
  const results = Array.from({ length: uses }, (_, index) => ({
    address: `${query}-${index}`,
    name: `${query} coin ${index}`,
    ticker: index % 2 ? `$${query.toLowerCase()}` : query,
    description: null,
    marketCap: 100 - index,
    createdAt: null,
    score: 1,
    match: 'ticker',
  }));
  return { status: 200, body: { requestId: 'r', results, ...(body.safe === true && { hidden }) } };
}

describe('the ticker check', () => {
  const CAT_POST = { text: 'my cat knocked the christmas tree over', images: [PHOTO] };
  const catService = (tickers: Record<string, number>) =>
    fakeService((operation, body) => {
      if (operation === 'ai_name') return { status: 200, body: { name: 'Cat', ticker: 'CAT' } };
      return operation === 'past_coin_search' && body.query ? storeAnswer(body, tickers) : undefined;
    });

  it('proposes a free ticker made from the name and the post when recorded coins use naming’s, and draws it', async () => {
    const service = catService({ CAT: 5, CATKNOCKED: 1 });
    const { state } = await runToEnd(service, runKit(CAT_POST, service.client));
    expect(state.results.tickerCheck).toEqual({ ticker: 'CAT', usedBy: 5, more: false, proposed: 'KNOCKEDCAT' });
    const logos = service.sent.filter(
      (each) => each.operation === 'image_edit' && /coin logo/.test(String(each.body.prompt)),
    );
    expect(logos.map((each) => each.body.prompt)).toEqual([
      expect.stringContaining('"$CAT"'),
      expect.stringContaining('"$KNOCKEDCAT"'),
    ]);
    expect(state.results.logoTicker).toBe('KNOCKEDCAT');
    const json = kitJson(state);
    expect(json).toMatchObject({
      ticker: 'KNOCKEDCAT',
      tickerCheck: { ticker: 'CAT', usedBy: 5, proposed: 'KNOCKEDCAT' },
    });
    expect(json.warnings).toEqual([
      '$CAT: used by 5 coins; the kit proposes $KNOCKEDCAT, which no recorded coin uses.',
    ]);
    expect(state.ran).toEqual(STEP_IDS);
  });

  it('counts every coin (profane ones too) when the list is full, and says 50+ at the limit', async () => {
    const service = catService({ CAT: 60, CATKNOCKED: 0, KNOCKEDCAT: 0 });
    const { state } = await runToEnd(service, runKit(CAT_POST, service.client));
    expect(state.results.tickerCheck).toMatchObject({ usedBy: 50, more: true, proposed: 'CATKNOCKED' });
    expect(kitJson(state).warnings[0]).toMatch(/^\$CAT: used by 50\+ coins/);
    const counts = service.sent.filter((each) => each.body.query === 'CAT');
    expect(counts.map((each) => [each.body.limit, each.body.safe])).toEqual([
      [5, true],
      [50, undefined],
    ]);
  });

  it('says a ticker the person chose is taken, and keeps it', async () => {
    const service = catService({ CAT: 2 });
    const { state } = await runToEnd(service, runKit(CAT_POST, service.client, { choices: { ticker: 'CAT' } }));
    expect(state.results.tickerCheck).toEqual({ ticker: 'CAT', usedBy: 2, more: false });
    expect(kitJson(state)).toMatchObject({ ticker: 'CAT', warnings: ['$CAT: used by 2 coins (your choice).'] });
  });

  it('says nothing and proposes nothing when no recorded coin uses it', async () => {
    const service = catService({});
    const { state } = await runToEnd(service, runKit(CAT_POST, service.client));
    expect(state.results.tickerCheck).toEqual({ ticker: 'CAT', usedBy: 0, more: false });
    expect(kitJson(state).warnings).toEqual([]);
  });
});

describe('safe look-alike lists', () => {
  it('are asked for safe, say how many were hidden, and list them after "show"', async () => {
    const service = fakeService((operation, body) =>
      operation === 'past_coin_search'
        ? {
            status: 200,
            body: { requestId: 'r', results: [], ...(body.safe === true && { hidden: body.event ? 2 : 1 }) },
          }
        : undefined,
    );
    const { state } = await runToEnd(service, runKit(POST, service.client));
    const searches = service.sent.filter((each) => each.operation === 'past_coin_search');
    // The three lists are safe; the ticker is counted again over every coin, as its list hid some.
    expect(searches.map((each) => [each.body.query ?? 'post', each.body.limit, each.body.safe])).toEqual([
      ['post', 5, true],
      ['Pepper', 5, true],
      ['PEPPER', 5, true],
      ['PEPPER', 50, undefined],
    ]);
    expect(state.results).toMatchObject({ hiddenByPost: 2, hiddenByName: 1 });
    expect(kitJson(state).lookAlikes.hidden).toEqual({ byPost: 2, byName: 1 });
    const shown = fakeService();
    const { state: after } = await runToEnd(shown, rerunKit(state, { showHidden: true }, shown.client));
    const shownSearches = shown.sent.filter((each) => each.operation === 'past_coin_search');
    expect(shownSearches).toHaveLength(3);
    expect(shownSearches.every((each) => each.body.safe === undefined)).toBe(true);
    expect(after.results).toMatchObject({ hiddenByPost: 0, hiddenByName: 0 });
    expect(after.ran?.sort()).toEqual(['search_name', 'search_post']);
  });
});

describe('the kit’s times and its banner', () => {
  it('times a re-run by what it ran, and marks the steps it ran', async () => {
    const first = fakeService();
    const { state } = await runToEnd(first, runKit(POST, first.client));
    const service = fakeService();
    const { state: after } = await runToEnd(service, rerunKit(state, { caption: 'WHEN MOON' }, service.client));
    expect(after.ran).toEqual(['meme']);
    expect(after.ms).toBeGreaterThanOrEqual(after.steps.meme.ms!);
    expect(
      kitJson(after)
        .steps.filter((step) => step.ran)
        .map((step) => step.id),
    ).toEqual(['meme']);
  });

  it.each([
    [{ box: { x: 0, y: 0, width: 451, height: 150 }, scale: 1024 / 451 }, 2.27, true],
    [{ box: { x: 0, y: 0, width: 1024, height: 341 }, scale: 1 }, 1, false],
    [{ box: { x: 0, y: 0, width: 800, height: 267 }, scale: 1.6 }, 1.6, true],
    [{ box: { x: 0, y: 0, width: 1100, height: 367 }, scale: 1024 / 1100 }, 0.93, false],
  ])('keeps the banner’s enlargement from %o, to 0.01, and warns above 1.5×', async (crop, scale, warns) => {
    const service = cropsAnswering({
      crops: [
        { aspect: '1:1', image: JPEG, box: { x: 0, y: 0, width: 600, height: 600 }, scale: 512 / 600 },
        { aspect: '3:1', image: JPEG, ...crop },
      ],
    });
    const { state } = await runToEnd(service, runKit(POST, service.client));
    expect(state.results.bannerScale).toBe(scale);
    expect(kitJson(state).warnings.some((warning) => warning.startsWith('The banner was enlarged'))).toBe(warns);
  });
});

describe('a picture that is mostly text (a screenshot of a post)', () => {
  const SQUARE = { x: 200, y: 0, width: 600, height: 600 };
  const BANNER = { x: 0, y: 100, width: 1000, height: 333 };
  const screenshot = (textLines: { x: number; y: number; width: number; height: number }[]) =>
    cropsAnswering({
      width: 1000,
      height: 600,
      crops: [
        { aspect: '1:1', image: JPEG, box: SQUARE, scale: 512 / 600 },
        { aspect: '3:1', image: JPEG, box: BANNER, scale: 1.02 },
      ],
      textLines,
    });

  it('is not cut through its text: the logo is drawn from the ticker alone, the meme from the whole picture', async () => {
    // A line of the post runs from x 40 to 960, wider than the square: the square would cut it.
    const service = screenshot([{ x: 40, y: 150, width: 920, height: 40 }]);
    const { state } = await runToEnd(service, runKit(POST, service.client));
    expect(state.results.logo).toBeUndefined();
    expect(state.results.logoCutsText).toBe(true);
    expect(state.results.bannerCutsText).toBeUndefined();
    const edits = service.sent.filter((each) => each.operation === 'image_edit').map((each) => each.body);
    expect(edits).toEqual(
      expect.arrayContaining([
        {
          prompt: 'gold background, round coin logo with a black border, big black text "$PEPPER" in the middle',
          images: [],
        },
        // Over the whole picture, the caption goes in a band above it: none of the post's text is covered.
        { prompt: 'meme text "he is the boss now" in a band above', images: [PHOTO] },
      ]),
    );
    expect(kitJson(state).files).toEqual(['banner.jpg', 'logo-ticker.jpg', 'meme.jpg']);
    expect(kitJson(state).prompts.logo).toContain('big black text "$PEPPER"');
    expect(kitJson(state).prompts.meme).toBe('meme text "he is the boss now" in a band above');
    expect(kitJson(state).warnings.some((warning) => warning.includes('would cut through its text'))).toBe(true);
  });

  it('keeps its square when the square holds every line whole, and warns of a banner that cuts one', async () => {
    // One line inside the square; one the banner's bottom edge cuts through its middle.
    const service = screenshot([
      { x: 300, y: 200, width: 300, height: 40 },
      { x: 250, y: 410, width: 500, height: 40 },
    ]);
    const { state } = await runToEnd(service, runKit(POST, service.client));
    expect(state.results.logo).toBe(JPEG);
    expect(state.results.logoCutsText).toBeUndefined();
    expect(state.results.bannerCutsText).toBe(true);
    expect(kitJson(state).warnings.some((warning) => warning.startsWith('The banner cuts through'))).toBe(true);
  });
});
