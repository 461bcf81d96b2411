/**
 * Hand-written word lists: general knowledge about English posts and memecoin culture, not about any
 * data set's entries.
 */
const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

/** Function words and fillers that never make a name on their own. */
export const STOPWORDS = set(`
  a an the of on in to and for with my is it this that i you we be are at by from or as so not no nor
  but if then than was were will would can could should shall may might must just like get got gets
  have has had do does did done all any some more most very about into over after before when what who
  whom whose why how where which while there here they them their theirs our ours your yours his her
  hers its me us he she him myself yourself itself ourselves themselves new now today out up down off
  let lets im ive id youre youve youll hes shes thats whats theres dont doesnt didnt cant wont isnt
  arent wasnt werent aint only also even still been being via amp rt too much many such own same
  other others another each every both either neither few less least lot lots again ever never
  always yet already soon back well way because since until unless though although whether per
  am ok okay yes yeah yep nope oh hey hi hello lol lmao omg wtf tbh ngl fr gonna wanna gotta
  thing things stuff something anything everything nothing someone anyone everyone nobody one two three
  first last next time times day days year years week weeks make made makes take took go goes going
  went come comes came see seen look looks say says said know knows think want wants need needs
  de la el los las le les un une des du et en y que por para con del al se su es il di da
  mon ma mes notre nos unser unsere unseren mein meine meinen mi mis nuestro nuestra mio mia meu minha
  der die das den dem des ein eine einen einem einer ist sind und oder nicht mit von zum zur vom im auf für
  ich du er sie wir ihr sein seine ihre dein deine kein keine hier heute
  dat dis dem tha ur ya yall wow whoa huh hmm um uh ah aw bruh bro sis fuck fucking shit damn
`);

/** Memecoin and crypto boilerplate: present in many posts, so it rarely tells one coin from another. */
export const BOILERPLATE = set(`
  sol solana eth ethereum btc bitcoin base bsc chain onchain blockchain crypto cryptocurrency coin
  coins token tokens memecoin memecoins meme memes web3 defi nft nfts dex cex raydium pump pumpfun
  jupiter jup moon mooning moonshot rocket lambo gem gems alpha degen degens aping hodl hold holding
  holders holder buy buying sell selling bought sold trade trading trader traders chart charts
  candle candles market markets marketcap mcap cap liquidity lp burn burned burnt rug rugs rugged
  rugpull rugpulls dev devs team supply launch launched launching stealth fair presale airdrop
  whitelist tax taxes renounced contract ca address wallet wallets ticker official community cto
  telegram tg twitter discord website site socials social links link dexscreener tiktok youtube
  instagram reddit tik tok project projects roadmap utility ecosystem investors investment invest gains
  profit profits price pamp send sending join joining ready next big biggest best great real true
  welcome introducing meet presenting fun funny vibes vibe gm gn wagmi ngmi lfg fomo fud jeet jeets
  bullish bearish bull bear run rally pumping dump dumping dip whale whales diamond hands paper million
  millions billion billions percent holders dextools birdeye koth raid raids narrative
  meta trenches cult culture movement ride journey mission vision goal goals future world internet
  people guys everyone frens fren friends
`);

/** Coins and symbols that posts mention in passing; a cashtag of these is not the new coin's ticker. */
export const MAJOR_TICKERS = set(`
  SOL BTC ETH USDC USDT BNB XRP ADA DOGE DOT AVAX TRX TON LINK MATIC SHIB LTC BCH UNI ATOM XLM
  NEAR APT SUI ARB OP FIL ICP HBAR INJ SEI TIA JUP RAY PYTH USD EUR
  SPY QQQ DIA IWM VOO TSLA NVDA AAPL AMZN MSFT GOOG GOOGL META NFLX COIN MSTR
`);

/**
 * People, companies and news outlets that posts mention in passing ("Elon could never", "outside
 * Starbucks", "NASA confirms"): well known, so rarely the news of a post about something else.
 */
export const WELL_KNOWN = set(`
  elon musk trump donald biden obama kamala harris kanye drake taylor swift mrbeast vitalik buterin
  saylor zuckerberg zuck snoop dogg bezos putin modi oprah beyonce rihanna cz sbf satoshi nakamoto
  powell gensler cramer messi ronaldo lebron
  nasa spacex tesla reuters cnn bbc nbc cbs bloomberg forbes nytimes google amazon microsoft facebook
  netflix starbucks walmart mcdonalds costco nike disney binance coinbase kraken robinhood blackrock sec
`);

/** Words that open a post as a label of what follows, in several languages: never its name. */
export const NEWS_LABELS = set(`
  breaking news just in update alert urgent psa reminder exclusive report reports reporting developing
  incroyable urgent flash info eilmeldung aktuell última ultima hora urgente noticia notizia ultimora
  gm gn wow omg
  unglaublich wahnsinn achtung aufgepasst increíble increible incredibile incrível incrivel
  속보 단독 긴급 速報 速报 突发 快讯 重磅
`);

/** Who reports news rather than being it: "scientists confirm …", "police say …". */
export const REPORTERS = set(`
  scientist scientists researcher researchers expert experts study studies officials official police
  sources source witnesses authorities doctors analysts
`);

/** Verbs after which a news post names what its news is about: "confirm octopuses dream". */
export const REPORT_VERBS = set(`
  confirm confirms confirmed say says said find finds found discover discovers discovered reveal
  reveals revealed report reports reported announce announces announced spotted spot warn warns claim claims
`);

/** Titles that are part of a name and never its ticker, in several languages: Sir Waddles, Señor Bigotes. */
export const TITLES = set(`
  sir lady lord mr mrs ms mister miss madam captain capt duke duchess prince princess king queen baron
  baroness count countess von van professor prof doctor dr general sergeant major saint st
  señor señora señorita senor senora senorita madame monsieur mademoiselle herr frau signor signora dame
`);

/** Animals: posts about one often name the coin after it, alone or after a pet's own name. */
export const ANIMALS = set(`
  cat cats kitty kitten kittens dog dogs doggo doggy puppy pup pups frog frogs toad hippo hippopotamus
  monkey ape chimp gorilla orangutan baboon lemur wolf wolves fox raccoon lion tiger leopard cheetah
  panther jaguar horse pony donkey zebra unicorn deer moose elk bison buffalo cow bull ox pig piggy hog
  boar goat sheep lamb ram camel llama alpaca giraffe elephant mammoth rhino rhinoceros mouse mice rat
  hamster guinea rabbit bunny squirrel chipmunk beaver hedgehog bat bear koala panda sloth otter skunk
  kangaroo badger capybara turkey chicken hen rooster chick duck duckling goose swan owl eagle hawk
  falcon parrot penguin pigeon dove crow raven flamingo peacock bird birds dodo crocodile alligator
  croc turtle tortoise lizard gecko iguana snake python cobra dragon dino dinosaur trex whale dolphin
  orca seal walrus fish shark octopus squid crab lobster shrimp jellyfish pufferfish snail butterfly
  bee wasp ant beetle spider scorpion worm slug hyena meerkat mole weasel ferret possum opossum armadillo
  platypus axolotl narwhal manatee seahorse stingray eel salmon tuna goldfish glider lynx cougar puma
  shiba inu corgi pug poodle husky retriever labrador beagle bulldog chihuahua dachshund terrier
  pitbull doberman rottweiler dalmatian greyhound collie schnauzer samoyed akita
  parakeet budgie budgerigar cockatoo cockatiel canary macaw finch
  hund katze kater chien chienne perro perrito perrita gato gatito gatita gatto cane cagnolino coniglio lapin conejo
  cachorro papagei hase kaninchen vogel pferd schwein maus chaton chiot perroquet oiseau gata loro
  pájaro pappagallo gatta coelho papagaio cão
  kuh ziege schaf ente gans huhn esel igel schildkröte welpe dackel vache chèvre chevre mouton canard
  poule cochon cheval tortue hérisson vaca cabra oveja pato gallina cerdo caballo tortuga mucca capra
  pecora anatra maiale cavallo tartaruga ovelha galinha porco cavalo
  seagull gull pelican wombat emu ostrich
  hond kat konijn kip eend paard koe kot kedi köpek kopek tavşan alpaka
`);

/**
 * Countries, states and large cities a post mentions in passing ("a bakery in Toronto"), never its
 * name; places that are also common given names (Paris, Sydney, Georgia, Chelsea) are left out.
 */
export const PLACES = set(`
  afghanistan albania algeria argentina armenia australia austria azerbaijan bangladesh belarus belgium
  bolivia bosnia brazil bulgaria cambodia cameroon canada chile china colombia croatia cuba cyprus
  czechia denmark ecuador egypt estonia ethiopia finland france germany ghana greece guatemala haiti
  honduras hungary iceland indonesia iran iraq ireland israel italy jamaica japan kazakhstan kenya
  korea kuwait laos latvia lebanon libya lithuania luxembourg madagascar malaysia mali malta mexico
  moldova mongolia morocco mozambique myanmar nepal netherlands nicaragua nigeria norway pakistan panama
  paraguay peru philippines poland portugal qatar romania russia rwanda scotland senegal serbia
  singapore slovakia slovenia somalia spain sudan sweden switzerland syria taiwan tanzania thailand
  tunisia uganda ukraine uruguay uzbekistan venezuela vietnam wales yemen zambia zimbabwe
  usa uk america england europe africa antarctica
  alabama alaska arizona arkansas california colorado connecticut delaware florida hawaii idaho
  illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota
  mississippi missouri montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah
  vermont wisconsin wyoming ontario quebec alberta bavaria
  tokyo osaka kyoto seoul busan beijing shanghai shenzhen hongkong taipei bangkok hanoi manila jakarta
  delhi mumbai karachi dubai istanbul tehran moscow kyiv warsaw prague vienna budapest berlin munich
  hamburg amsterdam brussels madrid barcelona lisbon rome naples athens oslo stockholm copenhagen
  helsinki dublin london manchester liverpool edinburgh toronto montreal vancouver ottawa chicago boston
  seattle miami atlanta detroit houston philadelphia manhattan nyc sf lagos nairobi cairo
  johannesburg lima bogota caracas havana melbourne auckland
`);

/** What a post about an animal says instead of naming it. */
export const ANIMAL_SOUNDS: Record<string, string> = {
  meow: 'cat',
  meows: 'cat',
  meowing: 'cat',
  purr: 'cat',
  purrs: 'cat',
  purring: 'cat',
  nyan: 'cat',
  woof: 'dog',
  woofs: 'dog',
  bark: 'dog',
  barks: 'dog',
  barking: 'dog',
  arf: 'dog',
  bork: 'dog',
  ribbit: 'frog',
  croak: 'frog',
  oink: 'pig',
  moo: 'cow',
  quack: 'duck',
  neigh: 'horse',
  baa: 'sheep',
  hiss: 'snake',
  roar: 'lion',
  squeak: 'mouse',
  hoot: 'owl',
  cluck: 'chicken',
  howl: 'wolf',
};

/** The usual word for a breed or a young one, when a name wants the plain animal. */
export const ANIMAL_KIND: Record<string, string> = {
  kitty: 'cat',
  kitten: 'cat',
  kittens: 'cat',
  cats: 'cat',
  doggo: 'dog',
  doggy: 'dog',
  puppy: 'dog',
  pup: 'dog',
  pups: 'dog',
  dogs: 'dog',
  frogs: 'frog',
  retriever: 'dog',
  labrador: 'dog',
  beagle: 'dog',
  bulldog: 'dog',
  chihuahua: 'dog',
  dachshund: 'dog',
  terrier: 'dog',
  pitbull: 'dog',
  husky: 'dog',
  corgi: 'dog',
  pug: 'dog',
  poodle: 'dog',
  samoyed: 'dog',
  akita: 'dog',
  shiba: 'dog',
  bunny: 'rabbit',
  piggy: 'pig',
  hippopotamus: 'hippo',
  rhinoceros: 'rhino',
  croc: 'crocodile',
  duckling: 'duck',
  hund: 'dog',
  chien: 'dog',
  chienne: 'dog',
  perro: 'dog',
  perrito: 'dog',
  perrita: 'dog',
  cane: 'dog',
  cagnolino: 'dog',
  cachorro: 'dog',
  katze: 'cat',
  kater: 'cat',
  gato: 'cat',
  gatito: 'cat',
  gatita: 'cat',
  gatto: 'cat',
};

/**
 * Characters, slang and people that memecoins are named after again and again. A post that mentions
 * one is usually about it.
 */
export const MEME_TERMS = set(`
  pepe pepes doge dogwifhat wif bonk wojak chad gigachad giga sigma based brett andy landwolf ponke popcat mog michi neiro kabosu cheems bobo apu feels groyper jeet pnut moodeng
  hawk tuah skibidi rizz gyatt ohio mewing npc grok bome slerf myro wen silly mew bodi nub harambe
  maga pikachu shrek sonic mario luigi spongebob patrick garfield snoopy yoda gandalf batman joker
  nasa spacex tesla openai chatgpt gpt
`);

/** Function words written in lowercase inside a name and left off its edges (articles of the posts' languages too). */
export const NAME_FUNCTION_WORDS = set(`
  of the a an and in on wif with de la le het el il los las les une una een
`);

/** Articles that set a name beside what it is: "Montgomery the heron", "Hildegard die Gans", "Ludo le lama". */
export const APPOSITION_ARTICLES = set(`
  the der die das de het le la il lo el
`);

/** Words of "ours" before what a name is: "Fidget, our chinchilla", "my chameleon Nougat". */
export const OWNING_WORDS = set(`
  my our his her their mein meine unser unsere mon ma notre
`);

/** Nouns that count or group what follows "of": "a flock of flamingos", "a new species of katydid". */
export const GROUP_NOUNS = set(`
  flock herd pack swarm pod colony group family pair couple troop school species breed kind type bunch
  litter gaggle pride crowd horde army
`);

/** Words that report what someone said, wrote or shouted, in the cues' languages (namer.ts: spokenPhrase). */
export const SAYING_WORDS = set(`
  said says say saying yelled yells yelling screamed screams screaming shouted shouts shouting texted texts wrote writes typed types replied whispered whispers tweeted goes went gesagt sagt sagte schreibt schrieb rief ruft dijo dice escribe escribió grita gritó disse diz escreve gritou dit écrit crie cria hurle
`);

/**
 * Words a post's opening label uses to say it is news, beyond NEWS_LABELS (which the ranker's features
 * read): a label made only of these, of NEWS_LABELS and of function words ("HAPPENING NOW:", "NIEUWS:",
 * "EN DIRECT :") is never the name and never joins it.
 */
export const NEWS_OPENERS = set(`
  happening now live news nieuws nachrichten neuigkeiten noticias notícias noticia nouvelles actualité
  actu infos info direct directo vivo diretta exklusiv exclusivo exclusiva exclusif exclusive esclusiva
  esclusivo plantão plantao alerta alerte allerta sondermeldung eilmeldung cronaca notizie ultimissime
  breaking update updates
`);

/** Forms of "refer to … as", which call a thing by the name quoted after "as" (namer.ts: referredToAs). */
export const REFERRING = set(`
  refer refers referred referring
`);

/** Words that say what someone calls a thing ("my grandma calls bitcoin …"), in the languages of the posts. */
export const CALLING_WORDS = set(`
  call calls calling called nennt nennen nannte noemt noemen noemde appelle appellent llama llaman llamó chama chamam
  chiama chiamano
`);

/**
 * Memecoins long launched and traded everywhere: beside a cashtag the post's own coin is not, they are
 * the market the post mentions in passing ("sold my $BONK, all in on $GOOBER"), as $SOL and $BTC are.
 */
export const LAUNCHED_MEME_COINS = set(`
  PEPE DOGE SHIB BONK WIF FLOKI BRETT POPCAT MOG PNUT MOODENG NEIRO BOME SLERF MYRO MEW PONKE FARTCOIN
`);

/** The meaning of characters that memecoin names in Chinese and Japanese often carry: a ticker for a Han name. */
export const HAN_MEANINGS: Record<string, string> = {
  狗: 'DOG',
  犬: 'DOG',
  猫: 'CAT',
  貓: 'CAT',
  龙: 'DRAGON',
  龍: 'DRAGON',
  蛙: 'FROG',
  熊: 'BEAR',
  虎: 'TIGER',
  猴: 'MONKEY',
  猪: 'PIG',
  豬: 'PIG',
  牛: 'BULL',
  鸡: 'CHICKEN',
  雞: 'CHICKEN',
  鸭: 'DUCK',
  兔: 'RABBIT',
  鱼: 'FISH',
  魚: 'FISH',
  马: 'HORSE',
  馬: 'HORSE',
  羊: 'GOAT',
  蛇: 'SNAKE',
  鼠: 'RAT',
  金: 'GOLD',
  月: 'MOON',
  王: 'KING',
  神: 'GOD',
  火: 'FIRE',
  福: 'LUCK',
  财: 'RICH',
  財: 'RICH',
  佛: 'BUDDHA',
  龟: 'TURTLE',
  鹰: 'EAGLE',
};

/** Nouns of kinship and keeping: "Balltzes' sister", "nani's brother", "Vitalik's pet". */
export const RELATIVES = new Set([
  'sister',
  'sis',
  'brother',
  'bro',
  'twin',
  'mom',
  'mum',
  'mother',
  'mama',
  'dad',
  'father',
  'papa',
  'son',
  'daughter',
  'wife',
  'husband',
  'girlfriend',
  'boyfriend',
  'gf',
  'bf',
  'cousin',
  'uncle',
  'aunt',
  'auntie',
  'grandma',
  'grandpa',
  'grandson',
  'granddaughter',
  'niece',
  'nephew',
  'sibling',
  'bestie',
  'bff',
  'friend',
  'pet',
  'owner',
]);
