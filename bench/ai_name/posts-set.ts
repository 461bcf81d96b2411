/**
 * A set of posts written the way people post (GM, lol, emoji, links, relatives, famous people in
 * passing, $SOL beside the post's own ticker, news labels in several languages, pets named in English,
 * Japanese, Chinese and Korean), each with the name and the tickers a person launching from it would
 * give. Two halves, tune and check, built from different templates and different word lists, so that
 * check measures what generalises and not what was memorised. Deterministic: the same seed gives the
 * same posts.
 *
 *   npm run data:naming-posts   (writes posts-tune.jsonl and posts-check.jsonl beside this file)
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from './data';

export type Half = 'tune' | 'check';

/** The kinds of post; the eval reports each. */
export const POST_KINDS = [
  'quoted',
  'given-name',
  'the-animal',
  'cashtag',
  'caps-phrase',
  'news',
  'foreign-label',
  'cjk-pet',
  'famous-passing',
  'titled',
] as const;
export type PostKind = (typeof POST_KINDS)[number];

export interface PostEntry {
  id: string;
  kind: PostKind;
  text: string;
  /** The name a person would launch. */
  name: string;
  /** Tickers that come from the name's key word (any of them is right). */
  tickers: string[];
  /** Words a name may carry beside the name's own (the species of a named pet, the event of a news subject). */
  allowed: string[];
}

interface Picker {
  half: Half;
  one<T>(items: readonly T[]): T;
  /** A word list of this half. */
  list(name: keyof WordLists): string;
}

const WORDS_OF = (pick: Picker) => WORDS[pick.half];

interface WordLists {
  pet: string[];
  species: string[];
  relative: string[];
  famous: string[];
  org: string[];
  major: string[];
  phrase: string[];
  caps: string[];
  coinWord: string[];
  opener: string[];
  trailer: string[];
  link: string[];
  newsThing: string[];
  titled: string[];
  /** Places news happens in, mentioned in passing. */
  place: string[];
}

/** Words of each half: no pet, phrase, ticker, famous person or title is shared between the halves. */
export const WORDS: Record<Half, WordLists> = {
  tune: {
    pet: `Biscuit Pickles Waffles Nugget Mochi Pretzel Noodle Tofu Bagel Muffin Pudding Gizmo Bubbles Peanut Sprout
      Truffle Dumpling Churro Wasabi Pancake Brisket Meatball Zucchini Cupcake Crouton Nacho Oreo Kiwi Sushi Ramen`.split(
      /\s+/,
    ),
    species: 'cat dog hamster parrot goat frog corgi penguin raccoon hedgehog'.split(' '),
    relative: ['Grandma', 'my mom', 'my dad', 'my aunt', 'my cousin', 'my little sister'],
    famous: ['Elon', 'Trump', 'Taylor Swift', 'MrBeast', 'Vitalik', 'Drake'],
    org: ['NASA', 'Reuters', 'Starbucks', 'Tesla', 'CNN'],
    major: ['$SOL', '$ETH', '$BTC', '$SPY'],
    phrase:
      `Moon Hamster|Sad Toaster|Crying Penguin|Angry Pigeon|Tiny Llama|Chill Capybara|Spicy Noodle|Laser Goose|Sleepy Sloth|Space Otter|Bald Eagle Energy|Grumpy Cactus|Cosmic Duck|Turbo Snail|Wizard Frog`.split(
        '|',
      ),
    caps: `WE ARE SO BACK|NUMBER GO UP|SEND IT|IT IS WHAT IT IS|TRUST THE PROCESS|NO SLEEP TILL MOON|BUY THE DIP|TOUCH GRASS|STAY POOR|NOT FINANCIAL ADVICE`.split(
      '|',
    ),
    coinWord: `Glorp Wobble Zonk Plimbo Snorf Quibble Dinko Flumph Bonkle Yeet`.split(/\s+/),
    opener: ['GM.', 'gm fam', 'ok so', 'lol', 'ngl', 'bruh', ''],
    trailer: ['lol', '😂', '🚀🚀', 'https://x.com/mike_posts/status/1789', '', 'fr', '💀'],
    link: ['https://x.com/dailypets/status/1822', 'https://youtu.be/dQw4w9WgXcQ', ''],
    newsThing:
      `octopus:octopuses|penguin:penguins|squirrel:squirrels|goat:goats|pigeon:pigeons|jellyfish:jellyfish|koala:koalas|crab:crabs`.split(
        '|',
      ),
    titled:
      `Sir Waddles|Lady Fluffington|Captain Whiskers|Lord Nibbles|Mr Sprinkles|Duke Barkley|Princess Squeak`.split('|'),
    place: ['Ohio', 'Texas', 'Florida', 'Kyoto', 'Berlin', 'Dublin', 'Chile', 'Vietnam'],
  },
  check: {
    pet: `Toast Pumpkin Kimchi Butter Cookie Marshmallow Jellybean Cheddar Pepper Ginger Olive Biscotti Tater Meringue
      Ravioli Popcorn Cinnamon Pistachio Dorito Cashew Gnocchi Tamale Falafel Sesame Pierogi Tortilla Croissant Mango Bao Taco`.split(
      /\s+/,
    ),
    species: 'kitten puppy rabbit duck pig turtle husky owl ferret lizard'.split(' '),
    relative: ['my grandpa', 'my uncle', 'my brother', 'my girlfriend', 'Grandpa', 'my roommate'],
    famous: ['Obama', 'Kanye', 'Snoop Dogg', 'Saylor', 'Zuckerberg', 'Biden'],
    org: ['BBC', 'Walmart', 'McDonalds', 'Apple', 'SpaceX'],
    major: ['$SOL', '$ETH', '$BTC', '$QQQ', '$TSLA'],
    phrase:
      `Disco Badger|Lonely Walrus|Emotional Damage|Broke Banana|Haunted Toaster|Rich Raccoon|Silent Moose|Drunk Flamingo|Based Lobster|Frozen Yeti|Confused Giraffe|Holy Guacamole|Nervous Lemur|Jumbo Shrimp Club|Velvet Hippo`.split(
        '|',
      ),
    caps: `THIS IS FINE|LETS GO BABY|ABSOLUTELY NOT|NEVER SELLING|DO NOT PANIC|HERE WE GO AGAIN|MAKE IT RAIN|ONLY UP|DIAMOND PAWS|GIGA BRAIN`.split(
      '|',
    ),
    coinWord: `Zibble Frobo Kranch Blimpo Shmoo Wiggo Plonk Dorb Skree Mungo`.split(/\s+/),
    opener: ['gm', 'GM frens', 'okay', 'LMAO', 'honestly', 'yo', ''],
    trailer: ['lmao', '🤣', '🔥', 'https://instagram.com/p/Cx81k', '', 'ngl', '😭'],
    link: ['https://tiktok.com/@petvids/video/7731', 'https://imgur.com/a/k2Lm', ''],
    newsThing:
      `otter:otters|flamingo:flamingos|hedgehog:hedgehogs|walrus:walruses|axolotl:axolotls|raccoon:raccoons|beaver:beavers|seal:seals`.split(
        '|',
      ),
    titled:
      `Sir Fluffsalot|Baron Von Snoot|Lady Wigglesworth|Mister Paws|General Tso|Count Nibbleton|Professor Hoot`.split(
        '|',
      ),
    place: ['New York'],
  },
};

const STOP = new Set(
  'the a an of for and is it so to no not we are go up do on in at till this make let lets here again what only'.split(
    ' ',
  ),
);
/** Honorifics and titles: part of a name, never its ticker. */
const TITLES = new Set('sir lady lord mr mister captain duke princess baron von count professor general'.split(' '));

const letters = (word: string) => word.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The tickers a name's key words give: each content word (its first 10 letters) and, for three words or more, the initials. */
export function tickersOf(name: string): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  const content = words.filter((word) => !STOP.has(word.toLowerCase()) && !TITLES.has(word.toLowerCase()));
  const tickers = content.map((word) => letters(word).slice(0, 10)).filter((ticker) => ticker.length >= 2);
  if (words.length >= 3) tickers.push(words.map((word) => letters(word)[0]).join(''));
  // A phrase of function words alone ("Only Up") goes by the whole of it.
  if (tickers.length === 0) tickers.push(letters(name).slice(0, 10));
  return [...new Set(tickers)];
}

const titleCase = (phrase: string) =>
  phrase
    .toLowerCase()
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * A post's template: its text with slots ({pet}, {species}, {relative}, {famous}, {org}, {major},
 * {major2}, {phrase}, {caps}, {coin}, {opener}, {trailer}, {link}, {thing}, {things}, {titled}; {Thing},
 * {Species}, {Caps} title-cased, {SPECIES}, {COIN} in capitals), the name it gives and the words the name
 * may carry, both with the same slots.
 */
type Template = [text: string, name: string, allowed?: string[]];

/** Templates of each kind, different for each half. */
const TEMPLATES: Record<Half, Record<Exclude<PostKind, 'cjk-pet' | 'foreign-label'>, Template[]>> = {
  tune: {
    quoted: [
      ['{opener} {relative} just asked me what a "{phrase}" is and now she wants one.', '{phrase}'],
      ['my kid keeps yelling "{phrase}" at the tv and honestly same {trailer}', '{phrase}'],
      ['{opener} {famous} tweeted about cats again but the only thing I care about is “{phrase}”', '{phrase}'],
      ['Someone at work called my haircut "{phrase}" and I can\'t stop laughing {trailer}', '{phrase}'],
    ],
    'given-name': [
      [
        '{opener} we got a {species} and his name is {pet}. he already owns the couch {trailer}',
        '{pet}',
        ['{species}'],
      ],
      ['Meet {pet}, our new {species}. She hates Mondays and loves cheese {trailer}', '{pet}', ['{species}']],
      ['{relative} adopted a {species} and we call her {pet} lol {link}', '{pet}', ['{species}']],
      ['Found a stray {species} outside {org} today, named him {pet} 🥺', '{pet}', ['{species}']],
    ],
    'the-animal': [
      ['{pet} the {species} just knocked my coffee off the table again {trailer}', '{pet}', ['{species}']],
      ['{opener} everyone say hi to {pet} the {species}, the laziest employee at my shop', '{pet}', ['{species}']],
      ['{relative} sent a video of {pet} the {species} eating a whole sandwich {trailer}', '{pet}', ['{species}']],
    ],
    cashtag: [
      ["{major} pumping, {major2} dumping, I'm just holding ${COIN} {trailer}", '{coin}'],
      ['{opener} forget {major}, ${COIN} is the {species} coin we deserve', '{coin}', ['coin']],
      ['{famous} will never buy ${COIN} but my {species} did {trailer}', '{coin}'],
    ],
    'caps-phrase': [
      ['me at 3am staring at the chart: {caps} {trailer}', '{Caps}'],
      ['{opener} {relative} texted me {caps} and then went to sleep', '{Caps}'],
      ["{caps}. that's it. that's the post. {trailer}", '{Caps}'],
    ],
    news: [
      ['Breaking: scientists confirm {things} dream in color 🐙 {link}', '{Thing}', ['dream', 'dreaming', 'color']],
      [
        'JUST IN: {org} reports a {thing} has been elected mayor of a small town in {place} {trailer}',
        '{Thing}',
        ['mayor'],
      ],
      ['BREAKING NEWS: a {species} named {pet} stole a police car in {place} {trailer}', '{pet}', ['{species}']],
    ],
    'famous-passing': [
      ['{famous} could never. my {species} {pet} just learned to open the fridge {trailer}', '{pet}', ['{species}']],
      [
        '{opener} saw {famous} on the news, anyway here is {pet} my {species} sleeping on a {org} cup',
        '{pet}',
        ['{species}'],
      ],
      ['my cat {pet} just sat on my BTC hardware wallet and {famous} would be proud {trailer}', '{pet}', ['cat']],
    ],
    titled: [
      ['{titled} the penguin is the mayor of our pond now {trailer}', '{titled}', ['penguin']],
      ['JUSTICE FOR THE {SPECIES}. he did nothing wrong {trailer}', 'Justice For The {Species}'],
      ['{opener} {relative} insists the {species} is called {titled} and we all have to bow', '{titled}'],
    ],
  },
  check: {
    quoted: [
      ['{opener} {relative} just invented the word "{phrase}" at dinner and I need it on a shirt', '{phrase}'],
      ['teacher asked for a band name and my son said “{phrase}” {trailer}', '{phrase}'],
      ['not {famous} posting "{phrase}" at 4am {trailer}', '{phrase}'],
    ],
    'given-name': [
      [
        '{opener} this little {species} showed up at my door, her name is {pet} and she lives here now',
        '{pet}',
        ['{species}'],
      ],
      ['say hello to {pet}! {relative} brought home a {species} {trailer}', '{pet}', ['{species}']],
      ['{relative} got a {species} and named it {pet} {link}', '{pet}', ['{species}']],
      ['Our {species} is called {pet} and he has more followers than me {trailer}', '{pet}', ['{species}']],
    ],
    'the-animal': [
      ['{opener} {pet} the {species} refuses to get off my keyboard {trailer}', '{pet}', ['{species}']],
      ['nobody is ready for {pet} the {species} and her tiny hat {link}', '{pet}', ['{species}']],
      ['day 3 of {pet} the {species} trying to catch the laser {trailer}', '{pet}', ['{species}']],
    ],
    cashtag: [
      ['{opener} {major} red, {major2} red, only ${COIN} green today 🐸', '{coin}'],
      ['sold my {major} for ${COIN} and {relative} is not speaking to me {trailer}', '{coin}'],
      ['{org} stock down, {major} flat, ${COIN} going parabolic {trailer}', '{coin}'],
    ],
    'caps-phrase': [
      ['when the candle goes green and {relative} says {caps} {trailer}', '{Caps}'],
      ['{opener} {caps} lol we really did that', '{Caps}'],
      ['the only words my dog understands: {caps} {trailer}', '{Caps}'],
    ],
    news: [
      ['BREAKING: researchers say {things} can recognise their own names {link}', '{Thing}', ['names']],
      ['Just in: a {thing} was spotted riding the subway in New York, {org} confirms {trailer}', '{Thing}', ['subway']],
      ['Breaking news: local {species} {pet} wins a hot dog eating contest {trailer}', '{pet}', ['{species}']],
    ],
    'famous-passing': [
      [
        '{famous} has nothing on my {species} {pet}, she just opened a jar by herself {trailer}',
        '{pet}',
        ['{species}'],
      ],
      ['{opener} {org} should hire {pet}, my {species}, as their mascot', '{pet}', ['{species}']],
      ['my dog {pet} ate my ETH seed phrase and {famous} is not answering my DMs {trailer}', '{pet}', ['dog']],
    ],
    titled: [
      ['{titled} the cat demands breakfast at 5am sharp {trailer}', '{titled}', ['cat']],
      ['FREE THE {SPECIES} 🙏 they locked him in the bathroom again', 'Free The {Species}'],
      ['{opener} bow down to {titled}, ruler of the backyard {trailer}', '{titled}'],
    ],
  },
};

/** One value per slot, drawn from the half's word lists. */
function slotValues(pick: Picker): Record<string, string> {
  const [thing, things] = pick.list('newsThing').split(':') as [string, string];
  const major = pick.list('major');
  const others = WORDS_OF(pick).major.filter((ticker) => ticker !== major);
  const values: Record<string, string> = {
    pet: pick.list('pet'),
    species: pick.list('species'),
    relative: pick.list('relative'),
    famous: pick.list('famous'),
    org: pick.list('org'),
    major,
    major2: pick.one(others),
    phrase: pick.list('phrase'),
    caps: pick.list('caps'),
    coin: pick.list('coinWord'),
    opener: pick.list('opener'),
    trailer: pick.list('trailer'),
    link: pick.list('link'),
    thing,
    things,
    titled: pick.list('titled'),
  };
  // Read from the other slots, not drawn, so that adding the slot left every other post as it was.
  const places = WORDS_OF(pick).place;
  values.place = places[(values.pet!.length + thing.length + values.trailer!.length) % places.length]!;
  return {
    ...values,
    Thing: titleCase(thing),
    Species: titleCase(values.species!),
    Caps: titleCase(values.caps!),
    SPECIES: values.species!.toUpperCase(),
    COIN: values.coin!.toUpperCase(),
  };
}

const fill = (template: string, values: Record<string, string>) =>
  template
    .replace(/\{(\w+)\}/g, (_, slot: string) => values[slot] ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?])/g, '$1')
    .trim();

/** A post from its template, with its name, tickers and allowed words. */
function fromTemplate([text, name, allowed = []]: Template, pick: Picker): Filled {
  const values = slotValues(pick);
  const filledName = fill(name, values);
  return {
    text: fill(text, values),
    name: filledName,
    tickers: tickersOf(filledName),
    allowed: allowed.map((word) => fill(word, values)),
  };
}

interface Filled {
  text: string;
  name: string;
  tickers: string[];
  allowed: string[];
}

/** Posts in other languages opening with a news label or an opening word, the name of a pet after it. */
const FOREIGN: Record<Half, [string, string][]> = {
  tune: [
    ['INCROYABLE : mon chat {pet} a ouvert la porte du frigo tout seul', 'chat'],
    ['Unser Hund {pet} hat heute den Postboten gejagt 😂', 'hund'],
    ['ÚLTIMA HORA: mi perro {pet} se comió la tarea de mi hermano', 'perro'],
    ['속보: 우리 집 고양이 이름은 {pet}', ''],
  ],
  check: [
    ['EILMELDUNG: meine Katze {pet} hat den Weihnachtsbaum umgeworfen', 'katze'],
    ['URGENTE: o meu gato {pet} aprendeu a abrir a porta', 'gato'],
    ['Notre chien {pet} a mangé le gâteau de mamie 🎂', 'chien'],
    ['NOTIZIA: il mio cane {pet} ha rubato una pizza intera', 'cane'],
  ],
};

/** Pets named in Japanese, Chinese and Korean posts: templates and names (with the tickers each gives), per language. */
export const CJK_PETS: Record<Half, { templates: string[]; names: [string, string[]][] }[]> = {
  tune: [
    {
      templates: [
        'うちの柴犬の{pet}が初めて雪を見て大興奮してる',
        'うちの猫、{pet}っていうんだけど毎朝5時に起こしてくる',
      ],
      names: [
        ['モチ', ['MOCHI']],
        ['コタロウ', ['KOTAROU', 'KOTARO']],
        ['ハナ', ['HANA']],
        ['ムギ', ['MUGI']],
        ['ポチ', ['POCHI']],
        ['クロ', ['KURO']],
      ],
    },
    {
      templates: ['我家的猫叫{pet}，今天又把杯子推下桌了', '我的仓鼠{pet}今天越狱了哈哈哈'],
      names: [
        ['Lucky', ['LUCKY']],
        ['Momo', ['MOMO']],
        ['豆豆', ['DOUDOU', 'BEAN']],
        ['可乐', ['KELE', 'COLA']],
        ['Kiki', ['KIKI']],
        ['Mimi', ['MIMI']],
      ],
    },
    {
      templates: ['우리 강아지 {pet}가 오늘 처음으로 바다를 봤어요', '우리 집 고양이 이름은 {pet}예요 ㅋㅋ'],
      names: [
        ['초코', ['CHOCO', 'CHOKO']],
        ['보리', ['BORI']],
        ['콩이', ['KONGI']],
        ['해피', ['HAEPI', 'HAPPY']],
        ['루루', ['RURU', 'LULU']],
        ['까미', ['KKAMI', 'GGAMI']],
      ],
    },
  ],
  check: [
    {
      templates: ['速報：うちの猫の{pet}がまた箱に入って出てこない', '実家のワンコ、名前は{pet}です🐶'],
      names: [
        ['キナコ', ['KINAKO']],
        ['ソラ', ['SORA']],
        ['レオ', ['REO', 'LEO']],
        ['ココ', ['KOKO', 'COCO']],
        ['ミルク', ['MIRUKU', 'MILK']],
        ['タマ', ['TAMA']],
      ],
    },
    {
      templates: ['突发：我家狗狗{pet}偷吃了整个蛋糕', '室友的兔子叫{pet}，天天咬电线'],
      names: [
        ['旺财', ['WANGCAI', 'FORTUNE']],
        ['Coco', ['COCO']],
        ['布丁', ['BUDING', 'PUDDING']],
        ['Bobo', ['BOBO']],
        ['Nana', ['NANA']],
        ['Dudu', ['DUDU']],
      ],
    },
    {
      templates: ['속보: 우리 고양이 {pet}가 냉장고 위에서 안 내려와요', '저희 집 댕댕이 {pet} 소개합니다'],
      names: [
        ['나비', ['NABI']],
        ['두부', ['DUBU', 'TOFU']],
        ['망고', ['MANGGO', 'MANGO']],
        ['호두', ['HODU']],
        ['사랑', ['SARANG']],
        ['구름', ['GUREUM']],
      ],
    },
  ],
};

const PER_KIND = 30;
const SEEDS: Record<Half, number> = { tune: 52, check: 53 };

function picker(random: () => number, half: Half): Picker {
  const one = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  return { half, one, list: (name) => one(WORDS[half][name]) };
}

/** The posts of one half, PER_KIND of each kind (fewer where a kind has fewer distinct posts). */
export function postsSet(half: Half): PostEntry[] {
  const random = mulberry32(SEEDS[half]);
  const pick = picker(random, half);
  const posts: PostEntry[] = [];
  const seen = new Set<string>();
  const add = (kind: PostKind, filled: Filled) => {
    if (seen.has(filled.text)) return;
    seen.add(filled.text);
    posts.push({ id: `${half}-${posts.length + 1}`, kind, ...filled });
  };
  for (const [kind, templates] of Object.entries(TEMPLATES[half]) as [PostKind, Template[]][])
    for (let i = 0; i < PER_KIND * 3 && posts.filter((post) => post.kind === kind).length < PER_KIND; i++)
      add(kind, fromTemplate(templates[i % templates.length]!, pick));
  for (let i = 0; i < PER_KIND * 3 && posts.filter((post) => post.kind === 'foreign-label').length < PER_KIND; i++) {
    const [template, species] = FOREIGN[half][i % FOREIGN[half].length]!;
    const pet = pick.list('pet');
    add('foreign-label', {
      text: template.replace('{pet}', pet),
      name: pet,
      tickers: tickersOf(pet),
      allowed: species ? [species] : [],
    });
  }
  for (const { templates, names } of CJK_PETS[half])
    for (const template of templates)
      for (const [pet, tickers] of names)
        add('cjk-pet', { text: template.replace('{pet}', pet), name: pet, tickers, allowed: [] });
  return posts;
}

/** The files the posts set is written to, beside this script, and what each holds. */
export const POSTS_FILES = (['tune', 'check'] as const).map((half) => ({
  half,
  file: fileURLToPath(new URL(`posts-${half}.jsonl`, import.meta.url)),
  source: () =>
    postsSet(half)
      .map((post) => `${JSON.stringify(post)}\n`)
      .join(''),
}));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { file, source } of POSTS_FILES) {
    writeFileSync(file, source());
    console.log(`wrote ${file}`);
  }
}
