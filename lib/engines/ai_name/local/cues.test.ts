import { describe, expect, it } from 'vitest';
import { nameEvent } from './index';
import { capsRuns, passing, postCues, quotedRuns } from './cues';
import { cjkPetName } from './cjk-pet';
import { parsePost } from './text';

const cues = (text: string) => postCues(parsePost(text));
const name = (text: string) => nameEvent({ text, images: [] });

describe('the cues of a post', () => {
  it('finds a name given after "name is", "named", "call her", "meet", and in other languages', () => {
    expect([...cues('we adopted a tortoise, her name is Clementine').given]).toEqual(['clementine']);
    expect([...cues('found a kitten and named him Figaro').given]).toEqual(['figaro']);
    expect([...cues('the kids call her Bratwurst lol').given]).toEqual(['bratwurst']);
    expect([...cues('Meet Lord Pumpernickel, our new goat').given]).toEqual(['pumpernickel']);
    expect([...cues('mi tortuga se llama Chispa').given]).toEqual(['chispa']);
    expect([...cues('mein Hamster heißt Krümel').given]).toEqual(['krümel']);
  });

  it('finds a name given with "goes by", "answers to", "heet", "o nome dela é", "wir nennen sie", "chamou … de"', () => {
    expect([...cues('the rescue greyhound goes by Waffles now').given]).toEqual(['waffles']);
    expect([...cues('she only answers to Marmalade').given]).toEqual(['marmalade']);
    expect([...cues('onze kat heet Snoepje').given]).toEqual(['snoepje']);
    expect([...cues('o nome dela é Cocada').given]).toEqual(['cocada']);
    expect([...cues('wir nennen sie Brezelchen').given]).toEqual(['brezelchen']);
    expect([...cues('a gente chamou a cachorrinha de Goiabada ontem').given]).toEqual(['goiabada']);
    expect([...cues('al perrito le pusimos Churro').given]).toEqual(['churro']);
  });

  it('finds a name given with "lo bautizamos", "le puso", "la chiamiamo", "auf den Namen" and "dubbed"', () => {
    const given: [string, string][] = [
      ['lo bautizamos Pimentón porque es rojo', 'pimentón'],
      ['mi abuela le puso Cascabel a su gata', 'cascabel'],
      ['la chiamiamo Polpetta perché è tonda', 'polpetta'],
      ['unser Igel hört auf den Namen Stachelbert', 'stachelbert'],
      ['my uncle dubbed his lawnmower Gerald', 'gerald'],
      // Past the thing named and the title: "dubbed the vacuum Sir …".
      ['we dubbed the vacuum Sir Suckalot', 'suckalot'],
    ];
    for (const [post, word] of given) expect([...cues(post).given], post).toEqual([word]);
    // A name given is the whole name: the Spanish and Italian "because" after it is not glued on.
    expect(name('lo bautizamos Pimentón porque es rojo 🐕').name).toBe('Pimentón');
    expect(name('la chiamiamo Polpetta perché è tonda 🐑').name).toBe('Polpetta');
  });

  it('finds a name given after "introducing:" and keeps it whole, not a catchphrase of the post', () => {
    expect([...cues('introducing: Pistachio 🦔 our new hedgehog').given]).toEqual(['pistachio']);
    expect(name('meet: Waffles 🐰 our new bunny!!').name).toBe('Waffles');
  });

  it('finds "X the cat" and "X, my dog", not the animal itself', () => {
    expect([...cues('Gorgonzola the ferret stole my sock').beforeTheAnimal]).toEqual(['gorgonzola']);
    expect([...cues('everyone loves Tapioca, my parrot').beforeTheAnimal]).toEqual(['tapioca']);
    expect([...cues('the cat the dog chased').beforeTheAnimal]).toEqual([]);
  });

  it('finds phrases in capitals in a post that is not all capitals, without the lol beside them', () => {
    const runs = (text: string) => capsRuns(parsePost(text)).map((run) => run.map((token) => token.text).join(' '));
    expect(runs('my uncle just yelled WEN LAMBO SER at dinner')).toEqual(['WEN LAMBO SER']);
    expect(runs('LOL GIGA CHEESE forever')).toEqual(['GIGA CHEESE']);
    expect(runs('ALL OF THIS IS SHOUTED')).toEqual([]);
  });

  it('finds the words of quoted phrases', () => {
    const runs = quotedRuns(parsePost('my aunt calls it "Turbo Pickle" every time'));
    expect(runs.map((run) => run.map((token) => token.key))).toEqual([['turbo', 'pickle']]);
    const german = quotedRuns(parsePost('Oma nennt den Staubsauger nur „Der Brummer“ seit Jahren'));
    expect(german.map((run) => run.map((token) => token.key))).toEqual([['der', 'brummer']]);
  });

  it('marks news labels and the subject of the news, not who reports it', () => {
    const found = cues('BREAKING: astronomers confirm narwhals can hum');
    expect([...found.newsLabel]).toEqual(['breaking']);
    expect(found.newsSubject.has('narwhals')).toBe(true);
    expect(cues('Eilmeldung: ein Otter hat den Bahnhof übernommen').newsLabel.has('eilmeldung')).toBe(true);
  });

  it('knows the words that are only there in passing', () => {
    for (const word of ['elon', 'nasa', 'reuters', 'btc', 'spy', 'sir', 'grandma', 'scientists'])
      expect(passing(word)).toBe(true);
    for (const word of ['pickles', 'hamster', 'moon']) expect(passing(word)).toBe(false);
  });
});

describe('naming posts as people post them', () => {
  it('names a quoted phrase, not the relative who said it', () => {
    expect(name('gm. my nephew asked for a "Velcro Walrus" for his birthday').name).toMatch(/^Velcro Walrus$/i);
  });

  it('names the pet, with no famous person or company glued on, and its ticker from its own name', () => {
    for (const text of [
      'Elon will never understand but my ferret Gumdrop just learned to fetch',
      'spotted at Starbucks today: Gumdrop the llama drinking a latte',
    ]) {
      const named = name(text);
      expect(named.name).toMatch(/^Gumdrop( \w+)?$/);
      expect(named.ticker).toBe('GUMDROP');
    }
  });

  it('takes the ticker from the name’s key word, never a title, a function word or a major coin', () => {
    expect(name('my grandma insists the parrot is called Sir Reginald').ticker).not.toMatch(/^SIR/);
    expect(name('$SPY down, $BTC down, $GLIMBO up only').ticker).toBe('GLIMBO');
    expect(name('my hamster Truffles sat on my BTC ledger').ticker).not.toBe('BTC');
  });

  it('does not take a news label or an opening word for the name', () => {
    expect(name('INCROYABLE : notre chien Pistou a mangé le gâteau').name).not.toMatch(/INCROYABLE/i);
    expect(name('Unser Hund Fidibus hat heute Geburtstag').name).not.toMatch(/Unser/i);
  });
});

describe('a name set beside what it is ("X the heron", "X, our gerbil", "my ocelot X")', () => {
  it('keeps the name whole, with no place or other word of the post glued on', () => {
    expect(name('Wilbur the ocelot photobombed our picnic in Leeds today')).toEqual({
      name: 'Wilbur',
      ticker: 'WILBUR',
    });
    expect(name('Ferdinand le hérisson dort dans mon jardin à Lyon').name).toBe('Ferdinand');
  });

  it('names it before a famous person’s full name in the same sentence', () => {
    expect(name('Bill Gates can keep his billions, give me Mochi the marmoset').name).toBe('Mochi');
    expect(name('Taylor Swift sold out another stadium and Pickle, our gerbil, sold out his seed bowl').name).toBe(
      'Pickle',
    );
    expect(name('Oprah Winfrey gets a new car every week, my ocelot Biscuit gets a cardboard box').name).toBe(
      'Biscuit',
    );
  });

  it('is no name when it is a kind of animal, a verb’s form or a common word opening a sentence', () => {
    expect(name('Das ist Krapfen, unser neuer Dackel').name).not.toBe('Dackel');
    expect(name('Involving the whole community, Turbo Toad hops on').name).toBe('Turbo Toad');
    expect(name('Unlike the others, Turbo Toad never sleeps').name).toBe('Turbo Toad');
  });
});

describe('a phrase quoted after a word of saying or calling', () => {
  it('leads over the opening words and the relative who said it', () => {
    expect(
      name('@mika_dev replying to ur post: my uncle calls dogecoin "Moon Biscuit" and honestly same').name,
    ).toMatch(/Biscuit/);
    expect(name('Weekend recap: everyone at the office keeps saying "quiet quitting season" now').name).toBe(
      'Quiet Quitting Season',
    );
    expect(name('mijn opa noemt zijn fiets "de Rammelaar" al veertig jaar').name).toBe('Rammelaar');
    // An article at the phrase's edge is left off, as "the" is.
    expect(name('mijn tante noemt haar auto "het Blikken Monster" en niemand weet waarom').name).toBe(
      'Blikken Monster',
    );
  });

  it('leads when quoted after the "as" of "refers to … as", over the opening word', () => {
    const post = 'coworker just referred to the friday retro as "the Weekly Confession" and nobody laughed';
    expect(name(post).name).toBe('Weekly Confession');
  });

  it('reads a phrase in single quotes after a word of calling, never an apostrophe', () => {
    expect(parsePost("my sister renamed the wifi 'Pretty Fly Network' lol").singleQuoted).toEqual([
      'Pretty Fly Network',
    ]);
    expect(parsePost("the dogs' beds and the cats' toys, rock 'n' roll").singleQuoted).toEqual([]);
    // Single quotes are no feature of the ranker's: only the rules after a word of calling read them.
    expect(parsePost("it's 'Big Mood'").quoted).toEqual([]);
    expect(name('Meine Oma nennt ihren Staubsauger ‚das Monster‘ 🧹').name).toBe('Monster');
  });

  it('goes after a name the post gives', () => {
    expect(name('Pistache le hérisson dit « salut » à tout le monde').name).toMatch(/^Pistache/);
  });
});

describe('a news label that opens the post', () => {
  it('neither leads nor joins the name, nor does the name join itself', () => {
    expect(name('NIEUWS: het paard Bliksem is ontsnapt en staat op de snelweg')).toEqual({
      name: 'Bliksem',
      ticker: 'BLIKSEM',
    });
  });
});

describe('pets named in Chinese, Japanese and Korean posts', () => {
  it.each([
    ['うちの猫のタマコが毎朝起こしてくる', 'タマコ', 'TAMAKO'],
    ['我家的狗狗叫Lucky，今天学会握手了', 'Lucky', 'LUCKY'],
    ['우리 강아지 보리가 간식을 훔쳤어요', '보리', 'BORI'],
    ['길에서 만난 강아지 이름이 호떡이래요', '호떡', 'HOTTEOK'],
    ['我的仓鼠叫元宝，今天又胖了', '元宝', 'YUANBAO'],
    ['우리 강아지 이름이 단팥인데 진짜 귀여워요', '단팥', 'DANPAT'],
    ['うちの猫のくずもち、今日も寝てる', 'くずもち', 'KUZUMOCHI'],
    ['うちの犬のあずきちゃん、今日で5歳', 'あずき', 'AZUKI'],
    // A pet given a child's place in the family ("our youngest"), no animal word: the name follows it.
    ['우리집 막내 호박이는 오늘도 침대를 차지했다', '호박', 'HOBAK'],
  ])('%s → %s / $%s', (text, petName, ticker) => {
    expect(cjkPetName(text)).toEqual({ name: petName, ticker });
    expect(name(text)).toEqual({ name: petName, ticker });
  });

  it('gives no pet a filler word or a particle for a name', () => {
    expect(cjkPetName('我的猫今天把圣诞树推倒了')).toBeUndefined();
    expect(cjkPetName('우리 고양이가 오늘 크리스마스 트리를 넘어뜨렸어')).toBeUndefined();
  });
});

describe('words only there in passing: places, outlets and agencies', () => {
  it('does not lead a post that points at something else by a cue', () => {
    expect(name('BREAKING: capybara seen napping outside a Tokyo train station').name).toBe('Capybara');
    expect(name('Reuters says a walrus fell asleep on a submarine off the coast of Iceland').name).toBe('Walrus');
    expect(name('Bloomberg cannot stop talking about Crumbs, our corgi who learned to skateboard')).toEqual({
      name: 'Crumbs',
      ticker: 'CRUMBS',
    });
  });

  it('reads a filler stretched as the filler, and an animal named in another language as an animal', () => {
    expect(name('my cat invented a dance called "The Wobble" loool').name).toMatch(/^(The )?Wobble$/);
    expect(name('AKTUELL: Kaninchen Flocke hat den Garten umgegraben').ticker).toBe('FLOCKE');
  });
});

describe('a news subject counted by a group noun', () => {
  it('is the noun after "of", not the group', () => {
    expect(name('JUST IN: a pack of huskies pulled a delivery van out of the snow').name).toBe('Huskies');
  });
});

describe('news told by its source, and the place it happened', () => {
  it('reads "according to X, a Y …" as news of Y, not of its source', () => {
    const found = cues('according to the BBC, a walrus has learned to whistle');
    expect(found.newsSubject.has('walrus')).toBe(true);
    expect(found.newsSubject.has('bbc')).toBe(false);
    expect(cues('the oldest dog ever lived 31 years, according to a new study').newsSubject.size).toBe(0);
    expect(name('according to NASA, a jellyfish survived a trip to orbit')).toEqual({
      name: 'Jellyfish',
      ticker: 'JELLYFISH',
    });
  });

  it('reads "LABEL — per X, a Y …" as news of Y: the source after "per" or "via" is not the subject', () => {
    const found = cues('BREAKING — per Bloomberg, a wombat blocked the runway at Hobart airport');
    expect(found.newsSubject.has('wombat')).toBe(true);
    expect(found.newsSubject.has('bloomberg')).toBe(false);
    expect(name('JUST IN: via Bloomberg, an ostrich wandered into a bank lobby in Denver').name).toBe('Ostrich');
  });

  it('reads a post that opens with an alarm as news: 🚨 labels it as BREAKING does', () => {
    expect(cues('🚨 a quoll got stuck in a vending machine in Maine').newsSubject.has('quoll')).toBe(true);
    expect(cues('a quoll got stuck in a vending machine in Maine').newsSubject.has('quoll')).toBe(false);
  });

  it('does not lead with, or glue on, the town a news post happened in', () => {
    expect(name('BREAKING: a lobster in Halifax has been elected to the town council').name).toBe('Lobster');
  });
});

describe('names in other languages', () => {
  it('keeps a title in another language in the name and out of the ticker', () => {
    expect(name('my cousin calls her hamster "Madame Croquette" and it fits').ticker).toBe('CROQUETTE');
    expect(name('el vecino le dice "Don Pepino" a su perro, "Señora Patata" a su gata').ticker).not.toMatch(/^SEN/);
  });

  it('reads a farm animal named in another language as an animal, and an opening exclamation as no name', () => {
    expect(name('Unsere Ziege Heidi hat heute den Gartenzaun gefressen')).toEqual({ name: 'Heidi', ticker: 'HEIDI' });
    expect(name('Increíble!! mi cabra Lola abrió la puerta del corral').name).toBe('Lola');
  });

  it('leaves a style of address out of a mock-royal name, keeping its title', () => {
    expect(name('Her Majesty Duchess Waffleton has claimed the sofa').name).toBe('Duchess Waffleton');
    expect(name('His Serene Highness Lord Pumpernickel refuses his bath').name).toBe('Lord Pumpernickel');
  });

  it('adds no animal an emoji implies to a word written as a name', () => {
    expect(name('i love Bartolo so much 🐈').name).toBe('Bartolo');
  });
});

describe('replies, quote-posts and the hashtags beside a pet', () => {
  it('reads a reply or a quote header as no words, and its handles as no mentions', () => {
    expect(parsePost('replying to @lena_b and @tom: my gecko is called Biscotti').mentions).toEqual([]);
    expect(name('Replying to @lena_b: my gecko is called Biscotti').name).toBe('Biscotti');
    expect(name('RT @wirefeed: "Couch Goblin Hours" is trending again').name).toBe('Couch Goblin Hours');
    expect(name('QT: the intern said TOUCH GRASS TUESDAY').ticker).not.toBe('QT');
    expect(parsePost('RTX 5090 prices are insane').tokens[0]?.text).toBe('RTX');
  });

  it('reads the readers addressed at the opening as no name', () => {
    expect(name('chat, my uncle just yelled WEN LAMBO SER at dinner').name).toBe('WEN LAMBO SER');
    expect(name('guys is it time? FULL SEND FRIDAY').ticker).not.toBe('GUYS');
    expect(parsePost('Chat GPT wrote my wedding speech').tokens[0]?.text).toBe('Chat');
  });

  it('gives a pet its own name over a hashtag of its species, its breed or its community', () => {
    expect(name('Pistou the tortoise found the strawberries first #tortoise').name).toBe('Pistou');
    expect(name('meet Tamarind!! 10 weeks old #goldenretriever #dogsoftwitter').name).toBe('Tamarind');
    expect(name('sunset walk with my best buddy #corgi #pembroke').name).not.toBe('');
  });

  it('skips the adverbs between a naming word and the name', () => {
    expect([...cues('our puppy is now officially named Kumquat').given]).toEqual(['kumquat']);
    expect([...cues('Meine Katze heißt jetzt Zwiebel').given]).toEqual(['zwiebel']);
  });

  it('does not lead with the branch of a chain a news post happened in', () => {
    expect(name('JUST IN: a raccoon wandered inside a Burger King in Ohio').name).toBe('Raccoon');
    expect(name('BREAKING: a moose walked into a Tim Hortons and ordered nothing').name).toBe('Moose');
  });

  it('names the titled pet a post opens with, not what the title does', () => {
    expect(name('Sergeant Pamplemousse reporting for duty at the food bowl').name).toBe('Sergeant Pamplemousse');
    expect(name('Corporal Fig reporting for snack patrol (she is a beagle)').ticker).not.toBe('PATROL');
  });

  it('gives a pet its own name over its kind', () => {
    expect(name('got a betta fish today and my sister named it Sprinkles').name).toBe('Sprinkles');
    expect(name('adopted a golden retriever today and the kids named him Butterbean').name).toBe('Butterbean');
    expect(name('my aunt called my haircut "Wizard Frog" lol').name).toBe('Wizard Frog');
  });

  it('names the own cashtag of a post over memecoins long launched', () => {
    expect(name('dumped my $PEPE and my $FLOKI, rotating into $SQUONK tonight').ticker).toBe('SQUONK');
    expect(name('$BONK or $WIF, which one this week').ticker).toMatch(/^(BONK|WIF)$/);
  });

  it('names the phrase a post shouts over a major coin it mentions once', () => {
    expect(name('the only answer anyone gives is BUY THE DIP 🫡 $ETH').name).toMatch(/^buy the dip$/i);
  });

  it('names the phrase in capitals someone is reported saying', () => {
    expect(name('Mein Onkel hat den Kurs gesehen und nur gesagt: NIE VERKAUFEN').name).toMatch(/^nie verkaufen$/i);
    expect(name('Meine Tante hat ihr Depot geöffnet und nur gesagt: ALLES IST GUT').name).toMatch(/^alles ist gut$/i);
  });

  it('reads a Spanish diminutive of dog or cat as an animal', () => {
    expect(name('Mientras todos hablan de Bad Bunny, mi gatita Mandarina duerme').name).toBe('Mandarina');
  });
});
