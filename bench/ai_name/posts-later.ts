/**
 * Posts written one by one, after the namer had been fitted to the posts set (posts-set.ts), as people
 * post them: none comes from that set's templates or word lists. Its first run measured posts the
 * namer had never been shaped on. Odd posts (1st, 3rd, …) are `tune`, even ones `check`; only the
 * tune half is looked at when the namer is changed. `npm run eval:naming-later`.
 */
import type { PostEntry, PostKind } from './posts-set';

/** A written post: its kind, text, the name a careful person would launch, the tickers that name gives, and the words the name may carry. */
export type Written = [kind: PostKind, text: string, name: string, tickers: string[], allowed?: string[]];

/** A post with the half it belongs to. */
export type SplitPost = PostEntry & { split: 'tune' | 'check' };

/** Written posts as entries: odd ones (1st, 3rd, …) `tune`, even ones `check`. */
export function writtenPosts(prefix: string, written: Written[]): SplitPost[] {
  return written.map(([kind, text, name, tickers, allowed = []], index) => ({
    id: `${prefix}-${index + 1}`,
    kind,
    text,
    name,
    tickers,
    allowed,
    split: index % 2 === 0 ? 'tune' : 'check',
  }));
}

const WRITTEN: Written[] = [
  [
    'quoted',
    'my roommate keeps calling our fridge "The Cold One" and honestly it\'s growing on me',
    'The Cold One',
    ['COLD', 'COLDONE', 'TCO'],
  ],
  [
    'quoted',
    'new slang just dropped: "bonk season". you heard it here first',
    'Bonk Season',
    ['BONK', 'SEASON', 'BONKSEASON', 'BS'],
  ],
  ['quoted', 'ok who decided to name the office plant "Gerald" lmaooo', 'Gerald', ['GERALD'], ['plant']],
  [
    'quoted',
    '"Tiny Tax Man" is what my kid calls the guy who takes his fries',
    'Tiny Tax Man',
    ['TAX', 'TAXMAN', 'TINY', 'TTM'],
  ],
  [
    'quoted',
    'the vibes today are strictly "crypto winter but cozy" ❄️',
    'Crypto Winter But Cozy',
    ['COZY', 'WINTER', 'CWBC'],
  ],
  [
    'quoted',
    'Dad said the new puppy looks like a "Loaf Lord" and we can\'t unsee it',
    'Loaf Lord',
    ['LOAF', 'LORD', 'LOAFLORD', 'LL'],
  ],
  [
    'given-name',
    'we adopted a ferret today!! her name is Noodle and she already stole a sock',
    'Noodle',
    ['NOODLE'],
    ['ferret'],
  ],
  ['given-name', 'this is Brisket. Brisket ate my airpods. Brisket has no regrets', 'Brisket', ['BRISKET']],
  ['given-name', 'say hi to Mango, the newest member of the family 🐶', 'Mango', ['MANGO']],
  [
    'given-name',
    'my grandpa named his new tractor Big Earl and he talks to it every morning',
    'Big Earl',
    ['EARL', 'BIGEARL', 'BE'],
    ['tractor'],
  ],
  ['given-name', 'Unser neuer Kater heißt Pixel und er ist ein kleiner Teufel 😼', 'Pixel', ['PIXEL'], ['kater']],
  ['given-name', 'everyone meet Turbo, the slowest snail in the garden', 'Turbo', ['TURBO'], ['snail']],
  [
    'the-animal',
    'Waffles the hamster escaped AGAIN. third time this week',
    'Waffles',
    ['WAFFLES', 'WAFFLE'],
    ['hamster'],
  ],
  ['the-animal', 'Pickle the pigeon has been visiting my balcony for a month now', 'Pickle', ['PICKLE'], ['pigeon']],
  [
    'the-animal',
    'just saw Captain Fluff the cat knock over a christmas tree on tiktok',
    'Captain Fluff',
    ['FLUFF', 'CF'],
    ['cat'],
  ],
  ['the-animal', "Kevin the crab is back and he's angrier than ever 🦀", 'Kevin', ['KEVIN'], ['crab']],
  ['the-animal', "Our neighbour's goat, Doris, has figured out how to open the gate", 'Doris', ['DORIS'], ['goat']],
  [
    'the-animal',
    'lil Beans the chihuahua vs the vacuum cleaner, round 4',
    'Beans',
    ['BEANS', 'BEAN'],
    ['chihuahua', 'lil'],
  ],
  ['cashtag', '$GLIMMER just flipped $SOL on my watchlist lol. not financial advice', 'Glimmer', ['GLIMMER']],
  ['cashtag', 'gm. loading up on $TOAD before the weekend, $BTC can wait', 'Toad', ['TOAD']],
  ['cashtag', "Everyone is talking about $ETH ETFs but I'm here for $SNORT 🐷", 'Snort', ['SNORT']],
  ['cashtag', '$WOBBLE community is the best, shoutout to everyone from $BONK too', 'Wobble', ['WOBBLE']],
  ['cashtag', 'who else bought $FRIES at the bottom? $DOGE holders welcome', 'Fries', ['FRIES']],
  ['cashtag', 'the $SPY is dumping and $CRUMB is pumping. a tale of two charts', 'Crumb', ['CRUMB']],
  [
    'caps-phrase',
    'when the dev says WE RIDE AT DAWN and then deletes the telegram',
    'We Ride At Dawn',
    ['WRAD', 'DAWN', 'RIDE'],
  ],
  [
    'caps-phrase',
    'pov: you open the app and the whole screen says RED CANDLE SZN',
    'Red Candle Szn',
    ['RCS', 'CANDLE', 'RED', 'SZN'],
  ],
  [
    'caps-phrase',
    'the landlord replied NOT IN THIS ECONOMY when I asked about getting a dog',
    'Not In This Economy',
    ['NITE', 'ECONOMY'],
  ],
  [
    'caps-phrase',
    "can't stop saying CERTIFIED BANGER to my friends, it's a problem",
    'Certified Banger',
    ['BANGER', 'CB', 'CERTIFIED'],
  ],
  [
    'caps-phrase',
    'the group chat is just people typing WAKE UP BABE over and over',
    'Wake Up Babe',
    ['WUB', 'BABE', 'WAKE'],
  ],
  ['caps-phrase', 'honestly the only strategy is HOLD AND PRAY 🙏', 'Hold And Pray', ['HAP', 'PRAY', 'HOLD']],
  ['news', 'BREAKING: llama walks into a Lima shopping mall and refuses to leave', 'Llama', ['LLAMA'], ['mall']],
  ['news', 'JUST IN: giant pumpkin breaks world record at 1,200 kg 🎃', 'Pumpkin', ['PUMPKIN'], ['giant', 'record']],
  ['news', 'Reuters says a moose has taken over a ferry off the coast of Norway', 'Moose', ['MOOSE'], ['ferry']],
  [
    'news',
    'NEWS: a raccoon broke into a bakery in Toronto and ate 40 donuts',
    'Raccoon',
    ['RACCOON'],
    ['bakery', 'donut', 'donuts'],
  ],
  ['news', 'Police confirm a kangaroo was found napping in a parked car', 'Kangaroo', ['KANGAROO', 'ROO'], ['napping']],
  ['news', 'Update: the missing emu has been found safe at a golf course', 'Emu', ['EMU'], ['golf', 'missing']],
  [
    'foreign-label',
    'ÚLTIMA HORA: un perro llamado Churro salva a su dueño de un incendio',
    'Churro',
    ['CHURRO'],
    ['perro'],
  ],
  [
    'foreign-label',
    'INCROYABLE ! Le chat Biscotte a traversé toute la ville pour rentrer chez lui',
    'Biscotte',
    ['BISCOTTE'],
    ['chat'],
  ],
  ['foreign-label', 'EILMELDUNG: Papagei Otto singt jetzt die Nationalhymne', 'Otto', ['OTTO'], ['papagei']],
  ['foreign-label', '속보: 고양이 두부가 편의점 점장이 되었다', '두부', ['DUBU', 'TOFU'], ['고양이']],
  ['foreign-label', '速報：猫のタマが駅長に就任しました', 'タマ', ['TAMA'], ['猫']],
  ['foreign-label', 'ULTIMA ORA: il gatto Pepe è diventato una star su internet', 'Pepe', ['PEPE'], ['gatto']],
  ['cjk-pet', '我家的兔子叫团团，今天又把电线咬断了', '团团', ['TUANTUAN', 'BUNNY', 'RABBIT']],
  ['cjk-pet', 'クッキーという名前のハムスターを飼い始めました', 'クッキー', ['KUKKII', 'KUKKI', 'COOKIE']],
  ['cjk-pet', '산책하다가 만난 고양이 이름이 치즈래요', '치즈', ['CHIJEU', 'CHEESE', 'CHIZU']],
  ['cjk-pet', '我的猫咪叫Sunny，它今天学会了开门', 'Sunny', ['SUNNY']],
  ['cjk-pet', 'うちのインコのピコが「おはよう」って喋った', 'ピコ', ['PIKO']],
  ['cjk-pet', '새로 입양한 햄스터는 콩떡이라고 불러요', '콩떡', ['KONGTTEOK', 'KONGDDEOK', 'KONGTEOK']],
  [
    'famous-passing',
    "Elon liked my tweet about Gravy the golden retriever and now I can't sleep",
    'Gravy',
    ['GRAVY'],
    ['retriever', 'golden'],
  ],
  [
    'famous-passing',
    'even Taylor Swift would love Mr. Buttons, the fluffiest rabbit alive',
    'Mr. Buttons',
    ['BUTTONS'],
    ['mr'],
  ],
  ['famous-passing', "saw Obama's old speech and my parrot Sergio started clapping", 'Sergio', ['SERGIO'], ['parrot']],
  [
    'famous-passing',
    'NASA wishes it had an engineer like Rocket, our beagle who figured out the baby gate',
    'Rocket',
    ['ROCKET'],
    ['beagle'],
  ],
  [
    'famous-passing',
    'Apple announced a new phone but Zuzu the sloth is still the main character today',
    'Zuzu',
    ['ZUZU'],
    ['sloth'],
  ],
  ['famous-passing', 'Bezos could never afford a cat as majestic as Sir Pounce', 'Sir Pounce', ['POUNCE', 'SP']],
  [
    'titled',
    'Lady Marmalade the tortoise just turned 90 years old 🐢',
    'Lady Marmalade',
    ['MARMALADE', 'LM'],
    ['tortoise'],
  ],
  [
    'titled',
    'Professor Whiskers has reviewed your portfolio and is disappointed',
    'Professor Whiskers',
    ['WHISKERS', 'PW'],
  ],
  ['titled', 'all hail King Crumpet, ruler of the couch', 'King Crumpet', ['CRUMPET', 'KC']],
  [
    'titled',
    'Doctor Wiggles the dachshund is now taking appointments',
    'Doctor Wiggles',
    ['WIGGLES', 'DW'],
    ['dachshund'],
  ],
  ['titled', 'General Fuzz has declared war on the laser pointer', 'General Fuzz', ['FUZZ', 'GF']],
  [
    'titled',
    'Duchess Crumbcake, my cat, refuses to eat anything but salmon',
    'Duchess Crumbcake',
    ['CRUMBCAKE', 'DC'],
    ['cat'],
  ],
];

export const POSTS_LATER: SplitPost[] = writtenPosts('later', WRITTEN);
