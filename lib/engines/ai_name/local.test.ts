import { describe, expect, it } from 'vitest';
import type { ImageReading, ImageTextJob, ImageTextOutcome } from '../../images/image-text';
import { createLocalNamingEngine, nameEvent } from './local';
import { isNothingToName, type NothingToNameError } from './nothing-to-name';
import { namingModel } from './local/model';
import { buildTicker, syllablePrefix } from './local/ticker';
import { romanize } from './local/romanize';
import { TokenNameAnswerSchema } from './rules';

const name = (text: string, images: string[] = []) => nameEvent({ text, images });
const RULES = namingModel().ticker;

function expectValid(result: { name: string; ticker: string }) {
  const parsed = TokenNameAnswerSchema.safeParse(result);
  expect(parsed.success, `${JSON.stringify(result)}: ${parsed.error?.message}`).toBe(true);
}

/** The name and ticker as one lowercase string of letters and digits, to look for a key word in. */
const spelled = (result: { name: string; ticker: string }) =>
  `${result.name} ${result.ticker}`.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

describe('local namer: what a post points at', () => {
  it('takes a cashtag as the ticker and finds the words that spell it', () => {
    expect(name('Little Cheese Wizard $LCW is casting spells on the chart')).toEqual({
      name: 'Little Cheese Wizard',
      ticker: 'LCW',
    });
    expect(name('Say hello to Baby Doge $BDOGE, the smallest good boy')).toEqual({
      name: 'Baby Doge',
      ticker: 'BDOGE',
    });
  });

  it('names after a bare cashtag when no words spell it', () => {
    expect(name('$ZORP is the only coin that matters')).toEqual({ name: 'Zorp', ticker: 'ZORP' });
    expect(name('buy $wagmi2 now')).toMatchObject({ ticker: 'WAGMI2' });
  });

  it('ignores cashtags of major coins', () => {
    expect(name('Trade your $SOL for the cutest platypus, Perry')).toMatchObject({
      name: expect.stringContaining('Perry'),
    });
  });

  it('uses a hashtag', () => {
    expect(name('this is the summer of love #FrogSummer')).toMatchObject({ name: 'Frog Summer' });
  });

  it('names a pet after its species word in Dutch, Polish and Turkish, not the label before it', () => {
    expect(name('PILNE: kot Filemon zjadł cały tort sąsiadów')).toMatchObject({ name: 'Filemon' });
    expect(name('EILT: Alpaka Grünkohl blockiert die Seilbahn')).toMatchObject({ name: 'Grünkohl' });
    expect(name('SON DAKIKA: kedi Tarçın belediye otobüsüne bindi')).toMatchObject({ name: 'Tarçın' });
  });

  it('skips an opening news label shouted as a phrase of news words', () => {
    expect(name('HAPPENING NOW: a moose is standing in a car wash and shoppers are filming it')).toEqual({
      name: 'Moose',
      ticker: 'MOOSE',
    });
  });

  it('names the news subject, not where the news happened nor who reports it', () => {
    const walrus = name('JUST IN: a walrus napped on a Tromsø ferry ramp for six hours');
    const goats = name('BREAKING: a herd of goats closed an airport runway in Utah, KSL reports');
    expect([walrus.name, walrus.ticker, goats.ticker]).toEqual(['Walrus', 'WALRUS', 'GOAT']);
  });

  it('keeps the quoted phrase the ranker prefers over one quoted after a word of saying', () => {
    expect(name('my son said "no thanks" to the "Carrot Castle" and ran off 🥕').name).toBe('Carrot Castle');
  });

  it('puts a name set beside what it is before a word of a sentence that names someone famous', () => {
    expect(name('Oprah has Gayle, i have Crostino, a cat who bites everyone').name).toBe('Crostino');
  });

  it('names a named pet', () => {
    expect(name('Meet Biscuit, the laziest dog in Ohio. He sleeps all day.').name).toContain('Biscuit');
  });

  it('prefers a named person to common words', () => {
    const result = name('Everyone is talking about what Jensen Huang said on stage yesterday.');
    expect(result.name).toContain('Huang');
  });

  it('keeps a compound noun together', () => {
    expect(name('the only sugar glider that trades memecoins')).toMatchObject({ name: 'Sugar Glider' });
  });

  it('takes a quoted phrase or a short label seriously', () => {
    expect(name('Space Lobster | fair launch | no team tokens')).toMatchObject({ name: 'Space Lobster' });
  });

  it('treats a few words with nothing standing out as a catchphrase', () => {
    expect(name('WE ALL GONNA MAKE IT')).toMatchObject({ name: 'We All Gonna Make It' });
  });

  it('reads stretched words as the word', () => {
    expect(name('im so sleepyyyyyy')).toMatchObject({ name: 'Sleepy', ticker: 'SLEEPY' });
  });

  it('passes over crypto boilerplate', () => {
    const result = name(
      'The next 1000x gem on Solana! Community token, fair launch, dev burned LP. Featuring Grumbleweed the goblin.',
    );
    expect(result.name).toContain('Grumbleweed');
  });
});

describe('local namer: posts that say little', () => {
  it('names an emoji-only post after its emoji', () => {
    expect(name('🐸🐸🐸🚀')).toEqual({ name: 'Frog', ticker: 'FROG' });
    expect(name('🚀🦛')).toMatchObject({ name: 'Hippopotamus', ticker: expect.stringMatching(/^HIP/) });
  });

  it('names a URL-only post after the linked account', () => {
    // Which word of the name carries the ticker is learned from launches: either is drawn from the name.
    expect(name('https://x.com/SleepyKoala/status/1234567890')).toMatchObject({
      name: 'Sleepy Koala',
      ticker: expect.stringMatching(/^(?:SLEEPY|KOALA)$/),
    });
  });

  it('names an empty-ish post sensibly and within the rules', () => {
    for (const text of ['!!!', '...', '   ', '1234', '@', '$', '#']) expectValid(name(text));
    expect(name('   ')).toEqual({ name: 'Mystery Meme', ticker: 'MEME' });
    expect(name('', ['https://cdn.example.com/a1b2c3d4.jpg'])).toEqual({ name: 'Picture Perfect', ticker: 'PIC' });
  });

  it('uses words in image file names when there is nothing else', () => {
    expect(name('', ['https://cdn.example.com/media/grumpy-walrus.png'])).toMatchObject({ name: 'Grumpy Walrus' });
  });

  it('drops contract addresses', () => {
    const result = name('CA: 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU Wobbles the jelly is here');
    expect(result.name).toContain('Wobbles');
  });
});

describe('local namer: long and non-English posts', () => {
  it('stays within the rules for a very long post', () => {
    const text = 'Zorblax the space hamster conquers the galaxy. '.repeat(400) + 'lorem ipsum '.repeat(2000);
    const result = name(text);
    expectValid(result);
    expect(result.name).toContain('Zorblax');
  });

  it('romanises Cyrillic, Greek, kana and hangul for tickers', () => {
    expect(romanize('Привет')).toBe('Privet');
    expect(romanize('ねこ')).toBe('neko');
    expect(romanize('강아지')).toBe('gangaji');
    expect(romanize('Ελλάδα')).toBe('Ellada');
  });

  it('names non-English posts with a Latin ticker', () => {
    const russian = name('Наш кот Барсик самый умный кот');
    expectValid(russian);
    expect(russian.name).toContain('Барсик');
    const spanish = name('El perro más famoso de México se llama Firulais');
    expectValid(spanish);
    expect(spanish.name).toContain('Firulais');
    const chinese = name('中国金毛犬 $GOLDI');
    expect(chinese.ticker).toBe('GOLDI');
    // A post written in Chinese is named after its key noun, its English the ticker.
    expect(name('可爱的小狗')).toEqual({ name: '小狗', ticker: 'PUPPY' });
  });

  it('is deterministic', () => {
    const text = 'Meet Bramble, the grumpy old tortoise who hates mornings!';
    expect(name(text)).toEqual(name(text));
  });
});

describe('tickers the way people build them', () => {
  it.each([
    ['Zorp', undefined, 'ZORP'],
    ['Pokémon', undefined, 'POKEMON'],
    ['Snowball Walrus', 'Snowball', 'SNOWBALL'],
  ])('%s → %s', (input, key, expected) => {
    expect(buildTicker(input, RULES, key)).toBe(expected);
  });

  it('follows the rules it is given', () => {
    const rules = { wholeWordMax: 10, wholeNameMax: 8, prefixMax: 5, initials: true, modifiers: ['TINY'] };
    expect(buildTicker('Tiny Walrus', rules)).toBe('TWALRUS');
    expect(buildTicker('Cool Walrus', rules)).toBe('WALRUS');
    expect(buildTicker('Angry Little Space Walrus', rules)).toBe('ALSW');
    expect(buildTicker('Angry Little Space Walrus', { ...rules, initials: false })).toBe('WALRUS');
    expect(buildTicker('Moon Frog', rules)).toBe('MOONFROG');
    expect(buildTicker('Moon Frog', { ...rules, wholeNameMax: 6 })).toBe('FROG');
    expect(buildTicker('Magadonians', rules)).toBe('MAGA');
  });

  it('cuts long words at a syllable, never into a random string', () => {
    expect(syllablePrefix('SUPERCALIFRAGILISTIC', 6)).toBe('SUPER');
    expect(syllablePrefix('MAGADONIANS', 5)).toBe('MAGA');
  });
});

describe('local engine with an image text reader', () => {
  const URL_A = 'https://example.com/1.png';
  const URL_B = 'https://example.com/2.png';
  const user = 'poster';
  const read = (text: string): ImageTextOutcome => ({ status: 'text', text, images: [{ status: 'text', text }] });

  it('reads the image text when the post says little', async () => {
    const engine = createLocalNamingEngine({
      readImageText: async () => read('WANTED: Sheriff Pickles the outlaw cat'),
    });
    const result = await engine.name({ text: 'lol', images: [URL_A] }, { user });
    expect(result.name).toContain('Pickles');
  });

  it('names a post without text from the text of its images', async () => {
    const engine = createLocalNamingEngine({
      readImageText: async () => read('WANTED: Sheriff Pickles the outlaw cat'),
    });
    const result = await engine.name({ text: '  ', images: [URL_A] }, { user });
    expect(result.name).toContain('Pickles');
  });

  it('does not read images when the text is enough', async () => {
    let calls = 0;
    const engine = createLocalNamingEngine({
      readImageText: async () => {
        calls += 1;
        return read('Sheriff Pickles');
      },
    });
    const result = await engine.name(
      {
        text: 'Meet Bramble, the grumpy old tortoise who hates mornings!',
        images: [URL_A],
      },
      { user },
    );
    expect(calls).toBe(0);
    expect(result.name).toContain('Bramble');
  });

  it('names from the text alone when the reader fails or reads nothing (the reader bounds its own time)', async () => {
    const outcomes: ImageTextOutcome[] = [
      { status: 'unread', why: 'busy', error: new Error('busy') },
      { status: 'no_text', images: [{ status: 'no_text' }] },
      { status: 'not_loaded', images: [{ status: 'not_loaded', reason: 'not an image' }] },
    ];
    for (const outcome of outcomes) {
      const engine = createLocalNamingEngine({ readImageText: async () => outcome });
      await expect(engine.name({ text: '🐸', images: [URL_A] }, { user })).resolves.toEqual({
        name: 'Frog',
        ticker: 'FROG',
      });
    }
    const failing = createLocalNamingEngine({ readImageText: async () => Promise.reject(new Error('ocr down')) });
    await expect(failing.name({ text: '🐸', images: [URL_A] }, { user })).resolves.toEqual({
      name: 'Frog',
      ticker: 'FROG',
    });
  });

  it('refuses a post without text whose images give none, with what became of each image', async () => {
    const images: ImageReading[] = [{ status: 'no_text' }, { status: 'not_loaded', reason: 'not an image' }];
    for (const status of ['no_text', 'not_loaded'] as const) {
      const engine = createLocalNamingEngine({ readImageText: async () => ({ status, images }) });
      const error = await engine
        .name({ text: '', images: [URL_A, URL_B] }, { user })
        .catch((caught: unknown) => caught);
      expect(isNothingToName(error)).toBe(true);
      expect((error as NothingToNameError).images).toEqual(images);
    }
  });

  it('passes on the reader’s error when it could not read a post without text (busy, out of time)', async () => {
    const busy = new Error('OCR is busy');
    const engine = createLocalNamingEngine({
      readImageText: async () => ({ status: 'unread', why: 'timed_out', error: busy }),
    });
    await expect(engine.name({ text: '', images: [URL_A] }, { user })).rejects.toBe(busy);
  });

  it('without a reader, a post without text has nothing to name from', async () => {
    const error = await createLocalNamingEngine()
      .name({ text: '', images: [URL_A] })
      .catch((caught: unknown) => caught);
    expect((error as NothingToNameError).images).toEqual([{ status: 'not_read' }]);
  });

  it('hands the reader the caller’s user and signal (the reading waits in that user’s share of OCR)', async () => {
    const caller = new AbortController();
    let given: ImageTextJob | undefined;
    const engine = createLocalNamingEngine({
      readImageText: async (_urls, job) => {
        given = job;
        return read('Pickles');
      },
    });
    await engine.name({ text: '', images: [URL_A] }, { signal: caller.signal, user });
    expect(given).toEqual({ user, signal: caller.signal });
    await expect(engine.name({ text: '', images: [URL_A] })).rejects.toThrow(/needs the user/);
  });
});

/**
 * Hand-made posts of many styles, none from the naming data sets: the word a person would name the
 * coin after must land in the name or the ticker. They guard the namer's rules for posts in general.
 */
describe('local namer: hand-made posts of many styles', () => {
  const lands = (text: string, key: string) => {
    const result = name(text);
    expectValid(result);
    expect(spelled(result), `${JSON.stringify(result)} for ${JSON.stringify(text)}`).toContain(key);
  };

  it.each([
    ['a pet post', 'My cat Noodle knocked every glass off the table again 😾', 'noodle'],
    ['a lowercase pet post', 'my dog rex is the best boy, he guards the house from the mailman', 'rex'],
    ['a politics meme', 'Sleepy Joe fell asleep during the debate again lmao', 'joe'],
    ['a politics meme with a colon', 'Trump vs Harris: who wins the debate tonight? Place your bets', 'trump'],
    ['a meme head after a comma', 'Behold, the most based wojak on Solana', 'wojak'],
    ['a "the most X Y on Solana" post', 'The smartest hamster on the blockchain', 'hamster'],
    ['an all-caps shout', 'THE FIRST PENGUIN TO EVER WADDLE ON SOLANA', 'penguin'],
    ['an all-caps catchphrase', 'GRUMPY OTTER HATES MONDAYS', 'otter'],
    ['"X, Y\'s sister"', 'Mochi, Pnut’s sister', 'mochi'],
    ['"X is Y\'s twin" without an apostrophe', 'Kiki is Bonks twin brother and he wants a coin too', 'kiki'],
    ['a typo-heavy post', 'ths is the funnyest frog evr, he is so sleepey lol', 'frog'],
    ['a typo among real words', 'deeply studied by rocket scientists to conculde, penguins', 'penguin'],
    ['Spanish', 'Mi perro Toby es el más guapo de todo el barrio', 'toby'],
    ['French', 'Voici Pierre, le chat le plus paresseux de Paris', 'pierre'],
    ['German', 'Das ist Bello, der frechste Hund der Welt', 'bello'],
    ['Russian', 'Наш кот Барсик самый умный кот', 'барсик'],
    ['emoji-heavy', '🐶🐶🐶 WOOF 🚀🚀 to the moon 🌕🌕', 'woof'],
    ['an acronym with its noun', 'a world where AI frogs trade memecoins all day', 'aifrogs'],
    ['a meme character with an adjective', 'just a sad pepe holding a bag', 'sadpepe'],
    ['a superlative before a meme character', 'the absolute chonkiest doge on chain, much wow', 'doge'],
    ['a named pet of a famous person', 'Biden’s dog Commander bit another agent lol', 'commander'],
    ['a cue and an apposition', 'Meet Barnaby, a very chonky raccoon who steals pizza', 'barnaby'],
    [
      'a project that links its site and account',
      'gm frens, we are live. Website: https://sleepyslothsol.com Twitter: https://x.com/sleepyslothsol',
      'sleepysloth',
    ],
  ])('%s', (_style, text, key) => lands(text, key));
});
