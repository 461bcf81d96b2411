import { describe, expect, it } from 'vitest';
import { describePlan } from './describe';
import { parsePrompt } from './parse-prompt';

/** The plan of a prompt as the X-Edit-Plan header says it. */
const plan = (prompt: string, textOnly = false) => describePlan(parsePrompt(prompt, { textOnly }));
const texts = (prompt: string) =>
  parsePrompt(prompt).texts.map(({ text, placement, meme }) => ({ text, placement, meme }));

describe('prompts as people type them', () => {
  it('reads a prompt with no image as it reads it with one: the background and the caption asked for', () => {
    const withNone = parsePrompt('gm. purple background, big yellow text LFG', { textOnly: true });
    expect(withNone.background).toMatchObject({ kind: 'solid', colour: { name: 'purple' } });
    expect(withNone.texts).toMatchObject([{ text: 'LFG', colour: { name: 'yellow' }, size: 'big' }]);
    expect(withNone.ignored).toEqual([]);
    expect(plan('no image needed just the word GM in white on black', true)).toEqual([
      'background(black)',
      'caption("GM" centre over huge white)',
    ]);
  });

  it('reads top and bottom lines by their labels, whatever words they hold', () => {
    expect(texts('top text: WHEN YOU BUY THE TOP, bottom text: AND IT KEEPS GOING UP 🚀')).toEqual([
      { text: 'WHEN YOU BUY THE TOP', placement: 'top', meme: true },
      { text: 'AND IT KEEPS GOING UP', placement: 'bottom', meme: true },
    ]);
    expect(texts('top: me checking my portfolio bottom: every 5 minutes')).toEqual([
      { text: 'me checking my portfolio', placement: 'top', meme: true },
      { text: 'every 5 minutes', placement: 'bottom', meme: true },
    ]);
    expect(texts('top text gm bottom text gn').map(({ text }) => text)).toEqual(['gm', 'gn']);
    expect(texts('TOP TEXT: GM BOTTOM TEXT: GN').map(({ text }) => text)).toEqual(['GM', 'GN']);
    expect(texts('top text - WEN MOON').map(({ text }) => text)).toEqual(['WEN MOON']);
    // A comma before the next instruction ends the line; one inside it does not.
    expect(plan('top text: WEN LAMBO, make it black and white')).toEqual([
      'grayscale',
      'meme-text("WEN LAMBO" top over normal white outline black)',
    ]);
    expect(texts('caption: gm, ser, wagmi').map(({ text }) => text)).toEqual(['gm, ser, wagmi']);
  });

  it('reads unquoted captions after "caption", "text", "saying" and "the word"', () => {
    expect(texts('stack them, caption both of us').map(({ text }) => text)).toEqual(['both of us']);
    expect(texts('these 3 in a grid w/ caption the squad').map(({ text }) => text)).toEqual(['the squad']);
    expect(texts('add text saying we are so back').map(({ text }) => text)).toEqual(['we are so back']);
    expect(texts('make it b&w, caption this is fine').map(({ text }) => text)).toEqual(['this is fine']);
    expect(texts('caption this pic wagmi').map(({ text }) => text)).toEqual(['wagmi']);
    expect(texts('the word WHEN YOU BUY THE TOP on it').map(({ text }) => text)).toEqual(['WHEN YOU BUY THE TOP']);
    expect(plan('caption wagmi make it blue')).toEqual([
      'tint(blue)',
      'caption("wagmi" bottom band normal black box white)',
    ]);
  });

  it('draws emoji typed anywhere as stickers, and those named by word where asked', () => {
    expect(plan('🐸🚀 caption To the moon')).toEqual([
      'caption("To the moon" bottom band normal black box white)',
      'sticker("\\u{1f438}" top-right normal)',
      'sticker("\\u{1f680}" top-left normal)',
    ]);
    expect(plan('a moon top right')).toEqual(['sticker("\\u{1f315}" top-right normal)']);
    expect(plan('rocket bottom left, fire bottom right, moon top')).toEqual([
      'sticker("\\u{1f680}" bottom-left normal)',
      'sticker("\\u{1f525}" bottom-right normal)',
      'sticker("\\u{1f315}" top normal)',
    ]);
    expect(plan('add a rocket and a moon')).toEqual([
      'sticker("\\u{1f680}" top-right normal)',
      'sticker("\\u{1f315}" top-left normal)',
    ]);
    expect(plan('add some 🔥 around it')).toEqual(['sticker("\\u{1f525}" top-right normal)']);
    // An object put on something is not a sticker, and a word that is also an emoji's name is text.
    expect(plan('add a hat on the dog')).toEqual(['ignored("add a hat on the dog")']);
    expect(plan('the word gm at the top')).toEqual(['caption("gm" top band normal black box white)']);
  });

  it('gives every sticker a place of its own, and owns up to those there is no room for', () => {
    expect(plan('a rocket top right, a frog top right')).toEqual([
      'sticker("\\u{1f680}" top-right normal)',
      'sticker("\\u{1f438}" top normal)',
    ]);
    const crowded = parsePrompt('🚀🚀🚀🚀🚀🚀🚀🔥');
    expect(new Set(crowded.stickers.map(({ at }) => at)).size).toBe(7);
    expect(crowded.declined).toEqual([{ part: '🔥', reason: 'every place for a sticker is taken (7 at most)' }]);
  });

  it('reads the misspellings people type as the words meant, and greetings as asking for nothing', () => {
    expect(plan('blak and white pls')).toEqual(['grayscale']);
    expect(plan('grayscle, boarder in red')).toEqual(['grayscale', 'border(red 16)']);
    expect(plan('captoin this ser')).toEqual(['caption("ser" bottom band normal black box white)']);
    expect(plan('gm frens, sepia')).toEqual(['sepia']);
  });

  it('does not own up to the words of what it did', () => {
    expect(plan('crop it into a circle')).toEqual(['circle']);
    expect(plan('circle crop with $PEPE under it')).toEqual([
      'circle',
      'caption("$PEPE" bottom band big black box white)',
    ]);
    expect(plan('put these two side by side')).toEqual(['layout(row)']);
  });

  it.each([
    ['deep fry this lol', ['deep-fry']],
    ['deepfried w/ caption bruh', ['deep-fry']],
    ['vaporwave it', ['vaporwave']],
    ['vapor wave aesthetic pls', ['vaporwave']],
    ['make a wanted poster', ['wanted-poster']],
    ['wanted poster, dead or alive', ['wanted-poster']],
    ['give him laser eyes pls', ['laser-eyes']],
    ['lazer eyes on him', ['laser-eyes']],
    ['laser eyes + deep fry', ['laser-eyes', 'deep-fry']],
    ['give the frog laser eyes', ['laser-eyes']],
    ['laser eyes on the dog', ['laser-eyes']],
  ])('reads the meme effect in "%s"', (prompt, kinds) => {
    const read = parsePrompt(prompt);
    expect(read.steps.map((step) => step.kind)).toEqual(kinds);
    expect(read.ignored).toEqual([]);
  });

  it('writes a wanted poster’s name as the poster does, below the picture', () => {
    expect(plan('wanted poster of pepe')).toEqual(['wanted-poster', 'meme-text("pepe" bottom band big brown)']);
    expect(plan('wanted poster of my cat, reward 1000 $BONK')).toEqual([
      'wanted-poster',
      'meme-text("my cat" bottom band big brown)',
      'meme-text("reward 1000 $BONK" bottom band big brown)',
    ]);
    expect(plan('wanted poster with the caption $WIF at the top')).toEqual([
      'wanted-poster',
      'meme-text("$WIF" bottom band big brown)',
    ]);
  });
  it('reads the style written between a label and its colon as the caption’s', () => {
    expect(plan('caption in yellow: to the moon')).toEqual([
      'caption("to the moon" bottom band normal yellow box black)',
    ]);
    expect(plan('text big red: wagmi')).toEqual(['caption("wagmi" bottom band big red box white)']);
  });

  it('reads an amount, a rim in a clause of its own and "make it pop" as parts of the edits they go with', () => {
    expect(plan('zoom in 2x')).toEqual(['zoom(2)']);
    expect(plan('circle it and add a silver rim')).toEqual(['circle(ring silver)']);
    expect(plan('make it pop')).toEqual(['contrast(1.35)']);
    // The same edit named twice is made once.
    expect(plan('make it pop, more saturation and contrast')).toEqual(['contrast(1.35)', 'saturation(1.35)']);
    expect(plan('pop art')).toEqual(['ignored("pop art")']);
  });
  it('reads "the text say X" as the text X, and a grid by its size', () => {
    expect(plan('make the text say WEN MOON')).toEqual(['caption("WEN MOON" bottom band normal black box white)']);
    expect(plan('the caption should read gm frens')).toEqual([
      'caption("gm frens" bottom band normal black box white)',
    ]);
    expect(parsePrompt('make a 2x2 grid').ignored).toEqual([]);
  });
  it('asks nothing of "gimme", "ngl" or "this needs"', () => {
    expect(plan('gimme a red border')).toEqual(['border(red 16)']);
    expect(parsePrompt('ngl this needs a gold border').ignored).toEqual([]);
  });
  it('asks nothing of the hedges and intensifiers of chat slang, and reads "hella" and "af" as a lot', () => {
    expect(plan('ngl lowkey want this deep fried fr')).toEqual(['deep-fry']);
    expect(plan('lowkey just want it black and white w a thin border')).toEqual(['grayscale', 'border(black 6)']);
    expect(plan('make it hella saturated')).toEqual(['saturation(1.7)']);
    expect(plan('make it pixelated af')).toEqual(['pixelate(16)']);
    expect(plan('make it saturated')).toEqual(['saturation(1.35)']);
  });
  it('reads a caption that opens with "then" when no instruction follows it', () => {
    expect(texts('put these 2 pics side by side w caption then vs now').map(({ text }) => text)).toEqual([
      'then vs now',
    ]);
    expect(parsePrompt('put these 2 pics side by side w caption then vs now').ignored).toEqual([]);
    // "then" before an instruction still joins two parts.
    expect(plan('caption it then deep fry')).toEqual(['deep-fry', 'ignored("caption it")']);
  });
  it('reads place words between a label and its colon as the caption’s place', () => {
    expect(texts('caption underneath: 1000 SOL REWARD')).toEqual([
      { text: '1000 SOL REWARD', placement: 'bottom', meme: false },
    ]);
    expect(texts('text at the top: wen lambo')).toEqual([{ text: 'wen lambo', placement: 'top', meme: false }]);
  });
  it('keeps a shape named outright over the circle a use word implies', () => {
    expect(plan('rounded corners + gold border, pfp vibes')).toEqual(['rounded', 'border(gold 16)']);
    expect(plan('pfp vibes, square crop')).toEqual(['square']);
    // Alone, the use word still asks for a circle.
    expect(plan('make it a pfp')).toEqual(['circle']);
  });
  it('reads "old timey" as the old look', () => {
    expect(plan('sepia tone it, add an old timey frame')).toEqual(['sepia', 'border(black 16)']);
    expect(plan('make it old timey')).toEqual(['sepia']);
  });

  it('reads "n" as "and" between two parts, and as text inside a caption', () => {
    const twoParts: Array<[string, string[]]> = [
      ['turn it blue n put a 🐳 bottom right', ['tint(blue)', 'sticker("\\u{1f433}" bottom-right normal)']],
      [
        'yo deep fry this n put bottom text: i am the captain now',
        ['deep-fry', 'meme-text("i am the captain now" bottom over normal white outline black)'],
      ],
      ['caption gm n make it blue', ['tint(blue)', 'caption("gm" bottom band normal black box white)']],
    ];
    for (const [prompt, expected] of twoParts) expect(plan(prompt)).toEqual(expected);
    expect(texts('caption me n the boys').map(({ text }) => text)).toEqual(['me n the boys']);
    expect(plan('black n white')).toEqual(['grayscale']);
  });
  it('reads a dash glued to a meme line’s label, and a slash between two lines', () => {
    expect(texts('top text- ser pls / bottom text- i have a family')).toEqual([
      { text: 'ser pls', placement: 'top', meme: true },
      { text: 'i have a family', placement: 'bottom', meme: true },
    ]);
    expect(parsePrompt('top text- ser pls / bottom text- i have a family').ignored).toEqual([]);
    expect(texts('top- gm | bottom- gn').map(({ text }) => text)).toEqual(['gm', 'gn']);
  });
  it('never takes the picture itself for the text named', () => {
    expect(texts('caption this pic "send it"').map(({ text }) => text)).toEqual(['send it']);
    expect(texts('caption this image wagmi').map(({ text }) => text)).toEqual(['wagmi']);
  });
  it('reads "next to it" as a sticker’s place and plural sticker names as stickers', () => {
    expect(parsePrompt('caption "send it" and put 🚀 next to it').ignored).toEqual([]);
    expect(plan('rocket n moon stickers on it pls')).toEqual([
      'sticker("\\u{1f680}" top-right normal)',
      'sticker("\\u{1f315}" top-left normal)',
    ]);
  });
  it('asks nothing of laughter, however long it is typed', () => {
    expect(plan('add a clown in the corner lmaooo')).toEqual(['sticker("\\u{1f921}" top-right normal)']);
    expect(plan('sepia hahaha')).toEqual(['sepia']);
    expect(plan('frog top left lolol')).toEqual(['sticker("\\u{1f438}" top-left normal)']);
    // In a caption it is the caption's, as typed.
    expect(texts('caption: LMAOOO').map(({ text }) => text)).toEqual(['LMAOOO']);
  });
  it('reads "for my pfp" beside a shape named outright as what the shape is for', () => {
    expect(plan('square crop for my pfp pls')).toEqual(['square']);
    expect(plan('rounded corners for the logo')).toEqual(['rounded']);
    // A zoom is no shape of its own: the use word is still owned up to.
    expect(parsePrompt('zoom in for my pfp').ignored).toEqual(['my pfp']);
  });
  it('reads "thicc" as thick and "old school" as the old look', () => {
    expect(plan('add a thicc gold border')).toEqual(['border(gold 32)']);
    expect(plan('sepia and a thin brown frame, old school')).toEqual(['sepia', 'border(brown 6)']);
    expect(plan('make it old school')).toEqual(['sepia']);
  });

  it('reads "top text is X and bottom is Y" as two meme lines, "is" a label as a colon is', () => {
    expect(texts('top text is gm and bottom text is gn')).toEqual([
      { text: 'gm', placement: 'top', meme: true },
      { text: 'gn', placement: 'bottom', meme: true },
    ]);
    expect(texts('top is me and bottom is also me').map(({ text }) => text)).toEqual(['me', 'also me']);
    // "the top is …" says something of the picture, not of a line.
    expect(texts('the top is too dark')).toEqual([]);
  });
  it('reads "caption it:" as a label: its text runs on over "says" and "and"', () => {
    expect(texts('caption it: mom says no and dad says yes').map(({ text }) => text)).toEqual([
      'mom says no and dad says yes',
    ]);
    expect(plan('caption this: gm and make it blue')).toEqual([
      'tint(blue)',
      'caption("gm" bottom band normal black box white)',
    ]);
  });
  it('keeps a "but" inside named text unless an instruction follows it', () => {
    expect(texts('add text that says slow but steady').map(({ text }) => text)).toEqual(['slow but steady']);
    expect(plan('caption wagmi but make it red')).toEqual([
      'tint(red)',
      'caption("wagmi" bottom band normal black box white)',
    ]);
  });
  it('reads "make it look old" as the old look, and "black white" after a verb as grey', () => {
    expect(plan('make the picture look old')).toEqual(['sepia']);
    // A person looking older is not a filter.
    expect(parsePrompt('make her look older').ignored).toEqual(['make her look older']);
    expect(plan('turn it black white')).toEqual(['grayscale']);
  });
  it('draws a sticker put beside a text in the text’s clause', () => {
    expect(plan('add a star above the caption well done')).toEqual([
      'caption("well done" bottom band normal black box white)',
      'sticker("\\u{2b50}" top-right normal)',
    ]);
  });
  it('reads "merge", "combine" and "together" as putting the pictures together', () => {
    expect(parsePrompt('merge them').merge).toBe(true);
    expect(parsePrompt('put all of them together').ignored).toEqual([]);
    expect(plan('combine these in one row')).toEqual(['layout(row)']);
    // An arrangement named wins.
    expect(parsePrompt('combine them in a grid')).toMatchObject({ arrangement: 'grid' });
    expect(parsePrompt('combine them in a grid').merge).toBeUndefined();
  });
  it('reads a meme line by its opening words: "pov:", "me when", "when you"', () => {
    expect(texts('pov: ur portfolio at 3am').map(({ text }) => text)).toEqual(['pov: ur portfolio at 3am']);
    expect(texts('me when the chart goes green, make it b&w').map(({ text }) => text)).toEqual([
      'me when the chart goes green',
    ]);
    // Emoji before the next instruction end the line, and are stickers.
    expect(plan('when u finally sell 🤡 turn it grayscale')).toEqual([
      'grayscale',
      'caption("when u finally sell" bottom band normal black box white)',
      'sticker("\\u{1f921}" top-right normal)',
    ]);
    // Only at the opening of a part: inside a labelled line it is the line's.
    expect(texts('top text when gas is low / bottom text never').map(({ text }) => text)).toEqual([
      'when gas is low',
      'never',
    ]);
  });
  it('keeps "it" inside an unquoted caption, and opening one only as a sentence', () => {
    expect(texts('add text sell it all').map(({ text }) => text)).toEqual(['sell it all']);
    expect(texts('caption it is what it is').map(({ text }) => text)).toEqual(['it is what it is']);
    expect(texts('caption it wen moon').map(({ text }) => text)).toEqual(['wen moon']);
    expect(texts('write gm on it').map(({ text }) => text)).toEqual(['gm']);
    expect(plan('caption gm frens deep fry it')).toEqual([
      'deep-fry',
      'caption("gm frens" bottom band normal black box white)',
    ]);
  });
  it('reads "w" as "with" before a text, and a wanted poster’s reward as a line of its own', () => {
    expect(plan('sepia w text old money')).toEqual([
      'sepia',
      'caption("old money" bottom band normal black box white)',
    ]);
    expect(texts('wanted poster of pepe reward 500 $BONK').map(({ text }) => text)).toEqual([
      'pepe',
      'reward 500 $BONK',
    ]);
    // Whoever is in the picture is the poster's subject, not a name to write.
    expect(plan('a wanted poster of her')).toEqual(['wanted-poster']);
  });
  it('reads an arrangement said as people say it', () => {
    expect(parsePrompt('put them side to side')).toMatchObject({ arrangement: 'row' });
    expect(parsePrompt('these two one next to the other')).toMatchObject({ arrangement: 'row', ignored: [] });
    expect(parsePrompt('one under the other pls')).toMatchObject({ arrangement: 'column', ignored: [] });
    expect(parsePrompt('all of them in a vertical line')).toMatchObject({ arrangement: 'column', ignored: [] });
    expect(plan('flip it vertically')).toEqual(['flip(vertical)']);
  });
  it('reads a border’s width said after it, "more dark", "warmer" and a sticker in each corner', () => {
    expect(plan('a red frame thin')).toEqual(['border(red 6)']);
    expect(plan('make it a little more light')).toEqual(['brightness(1.15)']);
    expect(plan('do it more dark')).toEqual(['brightness(0.7)']);
    // A colour's shade is not the picture's brightness.
    expect(plan('a more light blue border').some((step) => step.startsWith('brightness'))).toBe(false);
    expect(plan('make it cooler')).toEqual(['tint(cool)']);
    expect(plan('a 🍀 in every corner')).toEqual(
      ['top-left', 'top-right', 'bottom-left', 'bottom-right'].map((at) => `sticker("\\u{1f340}" ${at} normal)`),
    );
    expect(plan('add a diamond next to it')).toEqual(['sticker("\\u{1f48e}" top-right normal)']);
  });
  it('reads the meme looks by their popular names', () => {
    expect(plan('needs more jpeg')).toEqual(['deep-fry']);
    expect(plan('nuke this')).toEqual(['deep-fry']);
    expect(plan('deep fry it till its extra crispy')).toEqual(['deep-fry']);
    expect(plan('fried meme pls')).toEqual(['deep-fry']);
    expect(plan('synthwave aesthetic')).toEqual(['vaporwave']);
    expect(plan('vaporwave bg with the text late night', true)).toEqual([
      'vaporwave',
      'caption("late night" centre over huge black)',
    ]);
    expect(plan('wanted: dead or alive')).toEqual(['wanted-poster']);
    expect(plan('red laser eyes')).toEqual(['laser-eyes']);
    expect(plan('bw')).toEqual(['grayscale']);
    expect(plan('retro look')).toEqual(['sepia']);
    expect(plan('oversaturate')).toEqual(['saturation(2)']);
    expect(plan('boost the colours')).toEqual(['saturation(1.35)']);
  });
  it('names more stickers by word, and keeps mood words for stickers named so', () => {
    expect(plan('add a shark bottom left')).toEqual(['sticker("\\u{1f988}" bottom-left normal)']);
    expect(plan('heart eyes emoji on top')).toEqual(['sticker("\\u{1f60d}" top normal)']);
    expect(parsePrompt('add an angry look').stickers).toEqual([]);
    expect(plan('thinking emoji')).toEqual(['sticker("\\u{1f914}" top-right normal)']);
  });
  it('owns up to an edit asked for without saying which, and reads capitals that ask for nothing as text', () => {
    expect(parsePrompt('add a filter pls').declined).toEqual([
      { part: 'add a filter pls', reason: 'it does not say which effect or filter; the guide lists them' },
    ]);
    expect(parsePrompt('gm frens').declined).toEqual([]);
    expect(texts('🚀 WAGMI 🚀').map(({ text }) => text)).toEqual(['WAGMI']);
    expect(plan('MAKE IT RED')).toEqual(['tint(red)']);
    expect(plan('a sign that says open', true)).toEqual(['caption("open" centre over huge black)']);
  });
  it('reads more ways of putting the pictures together', () => {
    expect(parsePrompt('one beside the other')).toMatchObject({ arrangement: 'row', ignored: [] });
    expect(parsePrompt('the second one under the first')).toMatchObject({ arrangement: 'column', ignored: [] });
    expect(parsePrompt('put them all in one picture')).toMatchObject({ merge: true, ignored: [] });
    expect(parsePrompt('join them')).toMatchObject({ merge: true, ignored: [] });
  });
  it('keeps a place word that places nothing in the text, and a label’s style words out of it', () => {
    expect(texts('add text that says game over').map(({ text }) => text)).toEqual(['game over']);
    expect(texts('caption its so over').map(({ text }) => text)).toEqual(['its so over']);
    expect(texts('write gm over the picture').map(({ text }) => text)).toEqual(['gm']);
    expect(plan('make the caption red: wagmi')).toEqual(['caption("wagmi" bottom band normal red box white)']);
    expect(texts('text in the top left corner: hi').map(({ text }) => text)).toEqual(['hi']);
  });
  it('reads common typos of the filters, "a lil", comparatives of colours and a border’s colour after it', () => {
    expect(plan('blurr it alil')).toEqual(['blur(1.5)']);
    expect(plan('brighness up')).toEqual(['brightness(1.35)']);
    expect(plan('more contrst')).toEqual(['contrast(1.35)']);
    expect(plan('make it bluer')).toEqual(['tint(blue)']);
    expect(plan('tint it a lil green')).toEqual(['tint(green)']);
    expect(plan('make the frame gold and thin')).toEqual(['border(gold 6)']);
    expect(plan('round the edges, a lil moon top left')).toEqual(['rounded', 'sticker("\\u{1f315}" top-left small)']);
    expect(plan('add rounded edges')).toEqual(['rounded']);
  });
  it('owns up to slang that asks only for better, and to text it would have to make up', () => {
    expect(parsePrompt('make it go hard').declined).toHaveLength(1);
    expect(parsePrompt('make it pls').declined).toEqual([]);
    expect(parsePrompt('write something cool').ignored).toEqual(['write something cool']);
  });
  it('draws as many of a sticker as asked, and on a head, a face or the sky where they are', () => {
    expect(parsePrompt('add two moons').stickers.map(({ symbol }) => symbol)).toEqual(['🌕', '🌕']);
    expect(parsePrompt('a few star stickers').stickers).toHaveLength(3);
    expect(plan('put a crown on her head')).toEqual(['sticker("\\u{1f451}" head normal)']);
    expect(plan('a ufo in the sky')).toEqual(['sticker("\\u{1f6f8}" top normal)']);
    expect(plan('put 🔥 beside the caption')).toEqual(['sticker("\\u{1f525}" top-right normal)']);
    // Without a sticker, the place words of a head or a face are a part of their own.
    expect(parsePrompt('sharpen his face').ignored).toEqual(['his face']);
  });
  it('reads words put somewhere as text when they name nothing else, and "but not" inside a caption', () => {
    expect(texts('put wagmi frens at the bottom')).toEqual([{ text: 'wagmi frens', placement: 'bottom', meme: false }]);
    expect(plan('put gm on it')).toEqual(['caption("gm" bottom band normal black box white)']);
    expect(plan('put gm emoji on top')).toEqual(['sticker("\\u{2600}\\u{fe0f}" top normal)']);
    expect(parsePrompt('put a hat on it').texts).toEqual([]);
    expect(parsePrompt('put glitter on it').texts).toEqual([]);
    expect(plan('put them on top of each other')).toEqual(['layout(column)']);
    expect(texts('a pic with happy new year on it').map(({ text }) => text)).toEqual(['happy new year']);
    expect(texts('make it b/w with meme text "WHEN LAMBO" on top').map(({ text }) => text)).toEqual(['WHEN LAMBO']);
    expect(texts('caption down but not out').map(({ text }) => text)).toEqual(['down but not out']);
    expect(plan("don't change the colours, add a moon")).toEqual(['sticker("\\u{1f315}" top-right normal)']);
  });
  it('gives a sticker named after an edit the verb of the edit before it', () => {
    expect(plan('add a white border and a skull')).toEqual([
      'sticker("\\u{1f480}" top-right normal)',
      'border(white 16)',
    ]);
    expect(parsePrompt('add a border and a hat').ignored).toEqual(['a hat']);
    expect(plan('btc laser eyes, most wanted poster')).toEqual(['laser-eyes', 'wanted-poster']);
  });
  it('reads a gradient of one colour, two colours joined by "and", and a text’s style words joined so', () => {
    expect(plan('blue gradient background', true)).toEqual(['background(gradient blue to dark blue)']);
    expect(plan('sunset gradient')).toEqual(['background(gradient orange to purple)']);
    expect(plan('a green and yellow gradient')).toEqual(['background(gradient green to yellow)']);
    expect(plan('text "gm" big and pink')).toEqual(['caption("gm" bottom band big pink box black)']);
    expect(plan('make a banner with the text wen moon', true)).toEqual([
      'caption("wen moon" centre over huge white box black)',
    ]);
    expect(texts('a 🚀 and text lfg').map(({ text }) => text)).toEqual(['lfg']);
  });
  it('reads "too dull" as what is wrong: more colour, and "too saturated" as less', () => {
    expect(plan('its too dull')).toEqual(['saturation(1.35)']);
    expect(plan('too washed out')).toEqual(['saturation(1.35)']);
    expect(plan('too saturated')).toEqual(['saturation(0.7)']);
    expect(plan('make it washed out')).toEqual(['saturation(0.7)']);
    expect(plan('brighter and more saturated, its too dull')).toEqual(['brightness(1.35)', 'saturation(1.35)']);
  });
  it('writes text that opens with "its" or "it\'s", but not "its" owning a noun', () => {
    expect(texts('write its my bday').map(({ text }) => text)).toEqual(['its my bday']);
    expect(texts("add text it's over").map(({ text }) => text)).toEqual(["it's over"]);
    expect(plan('write it big')).toEqual(['ignored("write it big")']);
  });
  it('reads "too dark" as what is wrong, and "fix it" as the edit named beside it', () => {
    expect(plan('way too dark, pls fix it')).toEqual(['brightness(1.35)']);
    expect(plan('its too bright')).toEqual(['brightness(0.7)']);
    expect(parsePrompt('fix it pls').declined).toHaveLength(1);
    expect(parsePrompt('fix the red eyes').ignored).toEqual(['fix the red eyes']);
    expect(plan('make the colours more pink')).toEqual(['tint(pink)']);
    expect(plan('higher contrast')).toEqual(['contrast(1.35)']);
  });
  it('reads "upper text" / "lower text", "top text say …" and "top= …" as meme lines', () => {
    expect(texts('upper text: wen lambo lower text: soon')).toEqual([
      { text: 'wen lambo', placement: 'top', meme: true },
      { text: 'soon', placement: 'bottom', meme: true },
    ]);
    expect(texts('top text say gm bottom text say gn').map(({ text }) => text)).toEqual(['gm', 'gn']);
    expect(texts('top= ser bottom= pls').map(({ text }) => text)).toEqual(['ser', 'pls']);
  });
  it('reads "mfw", "tfw" and "nobody:" meme lines, and words put with no place at the end of a part', () => {
    expect(texts('mfw the dev says soon').map(({ text }) => text)).toEqual(['mfw the dev says soon']);
    expect(texts('tfw no airdrop').map(({ text }) => text)).toEqual(['tfw no airdrop']);
    expect(texts('nobody: / me: buying more').map(({ text }) => text)).toEqual(['nobody: / me: buying more']);
    expect(plan('blur it and put ngmi')).toEqual(['blur(4)', 'caption("ngmi" bottom band normal black box white)']);
    expect(plan('sepia with upside down')).toEqual(['sepia', 'rotate(180)']);
    expect(parsePrompt('same pic but blurry').ignored).toEqual([]);
  });
  it('reads a text in the sky at the top, a label placed under the picture, and a bar or box as the text’s', () => {
    expect(texts('write wen moon in the sky')).toEqual([{ text: 'wen moon', placement: 'top', meme: false }]);
    expect(texts('put the text under the image: gm').map(({ text }) => text)).toEqual(['gm']);
    expect(plan('a black bar with white text: redacted')).toEqual([
      'caption("redacted" bottom band normal white box black)',
    ]);
    expect(plan('put a rainbow over it')).toEqual(['sticker("\\u{1f308}" top-right normal)']);
  });
  it('reads "em" as them, and words that arrange the pictures as no text put on them', () => {
    expect(plan('put em side by side')).toEqual(['layout(row)']);
    expect(parsePrompt('stack em').ignored).toEqual([]);
  });
  it('reads a slight turn, a 1:1 crop and a labelled background', () => {
    expect(plan('tilt it a bit')).toEqual(['rotate(15)']);
    expect(plan('rotate it slightly to the left')).toEqual(['rotate(-15)']);
    expect(plan('rotate it')).toEqual(['rotate(90)']);
    expect(plan('crop 1:1')).toEqual(['square']);
    expect(plan('background: teal')).toEqual(['background(teal)']);
  });
  it('reads polite and mixed-language wrappers as asking for nothing', () => {
    expect(plan('Could you put a red heart in the top right corner?')).toEqual([
      'sticker("\\u{2764}\\u{fe0f}" top-right normal)',
    ]);
    expect(plan('sepia por favor, gracias')).toEqual(['sepia']);
    expect(plan('could you possibly make it a bit brighter? thanks!')).toEqual(['brightness(1.15)']);
  });
  it('reads a text’s style said after it as its own, and money as text', () => {
    expect(plan('add a caption that says gm frens and make the text pink')).toEqual([
      'caption("gm frens" bottom band normal pink box black)',
    ]);
    expect(parsePrompt('caption wagmi, make the caption bigger').texts.map(({ text }) => text)).toEqual(['wagmi']);
    expect(texts('add text to this pic saying "ngmi"').map(({ text }) => text)).toEqual(['ngmi']);
    expect(texts('write $420 on it').map(({ text }) => text)).toEqual(['$420']);
  });
  it('reads "soften", "old photograph", and capitals that name a format as no text', () => {
    expect(plan('soften it')).toEqual(['blur(1.5)']);
    expect(plan('looks like an old photograph')).toEqual(['sepia']);
    expect(parsePrompt('HDR effect pls').texts).toEqual([]);
  });
  it('reads handles and hashtags as text, and a label’s outline, shadow and corner as its style', () => {
    expect(texts('add my handle @degen_42 at the bottom').map(({ text }) => text)).toEqual(['@degen_42']);
    expect(texts('put #wagmi on top').map(({ text }) => text)).toEqual(['#wagmi']);
    expect(parsePrompt('tint it #00ff88').texts).toEqual([]);
    expect(plan('yellow text with a black outline: gm')).toEqual([
      'caption("gm" bottom band normal yellow outline black box black)',
    ]);
    expect(texts('tiny text in the corner: made by me').map(({ text }) => text)).toEqual(['made by me']);
  });
  it('reads more ways of asking for a wanted poster and its name, and "meme" as the request it wraps', () => {
    expect(plan('make a wanted poster, the name is BOB')).toEqual([
      'wanted-poster',
      'meme-text("BOB" bottom band big brown)',
    ]);
    expect(texts('wanted: SBF').map(({ text }) => text)).toEqual(['SBF']);
    expect(plan('turn him into a wanted criminal')).toEqual(['wanted-poster']);
    expect(plan('deep fried meme with lazer eyez')).toEqual(['deep-fry', 'laser-eyes']);
    expect(parsePrompt('make a meme pls').declined).toHaveLength(1);
    expect(parsePrompt('the text is too big').texts).toEqual([]);
  });
  it('reads a border’s width in pixels and its colour after "colour:"', () => {
    expect(plan('add a 10px black border')).toEqual(['border(black 10)']);
    expect(plan('border colour: red')).toEqual(['border(red 16)']);
  });

  it('reads the meme templates by their words: "change my mind", "me: … also me: …", "A vs B"', () => {
    const words = (prompt: string) => texts(prompt).map(({ text }) => text);
    expect(words('change my mind: eth is the real money')).toEqual(['change my mind', 'eth is the real money']);
    expect(words('change my mind sign with "memecoins are art"')).toEqual(['change my mind', 'memecoins are art']);
    expect(words('me: i only buy the dip also me: buys the top')).toEqual([
      'me: i only buy the dip',
      'also me: buys the top',
    ]);
    // "also me:" opens a line only after a "me:" line.
    expect(words('caption: gm also me: nothing')).toEqual(['gm also me: nothing']);
    expect(words('stack them and caption it before vs after')).toEqual(['before vs after']);
    expect(words('before and after side by side')).toEqual(['before and after']);
    expect(words('then & now')).toEqual(['then & now']);
    expect(plan('me vs you')).toEqual(['caption("me vs you" bottom band normal black box white)']);
    // The template's name, when its two sides are lines of their own, is read, not drawn a third time.
    expect(plan('expectation vs reality, top text expectation bottom text reality')).toEqual([
      'meme-text("expectation" top over normal white outline black)',
      'meme-text("reality" bottom over normal white outline black)',
    ]);
    // The claim said before the sign's words, and the two sides of "expectation / reality" as labels.
    expect(words('pineapple belongs on pizza. change my mind')).toEqual([
      'pineapple belongs on pizza',
      'change my mind',
    ]);
    expect(words('make it sepia. eth is money. change my mind')).toEqual(['eth is money', 'change my mind']);
    expect(words('change my mind meme: X is better')).toEqual(['change my mind', 'X is better']);
    expect(words('expectation: lambo reality: bus')).toEqual(['expectation: lambo', 'reality: bus']);
    expect(words('me: ill sleep early / also me at 3am:')).toEqual(['me: ill sleep early', 'also me at 3am:']);
    // "vs" alone is no template ("put vs in the middle" puts the word).
    expect(words('put vs in the middle')).toEqual(['vs']);
    // A label with its text quoted: the style after the quote is the text's, not a second line.
    expect(words('caption: "gm" in yellow, black background')).toEqual(['gm']);
  });

  it('reads money with thousands separators whole, and "brigther" as meant', () => {
    expect(plan('wanted dead or alive $1,000,000')).toEqual([
      'wanted-poster',
      'meme-text("$1,000,000" bottom band big brown)',
    ]);
    expect(plan('put $69 on top')).toEqual(['caption("$69" top band normal black box white)']);
    expect(plan('make it brigther')).toEqual(['brightness(1.35)']);
  });

  it('says a text in full-width or CJK letters as whole as one in ASCII', () => {
    expect(plan('write "ａｅｓｔｈｅｔｉｃ"')[0]).toContain('\\u{ff49}\\u{ff43}"');
    expect(plan(`write "${'牛'.repeat(70)}"`)[0]).toMatch(/^caption\("(?:\\u\{725b\}){57}\.\.\." /);
  });

  it('reads the style said after a labelled line as its own, and a comma after it as the next line', () => {
    expect(plan('caption: gm in yellow')).toEqual(['caption("gm" bottom band normal yellow box black)']);
    expect(plan('caption: we are so back in yellow at the top')).toEqual([
      'caption("we are so back" top band normal yellow box black)',
    ]);
    // The next line in a colour of its own gets a box its letters read on.
    expect(plan('text: GM in white on top, GN in black on bottom')).toEqual([
      'caption("GM" top band normal white box black)',
      'caption("GN" bottom band normal black box white)',
    ]);
    // A line read by its opening words keeps them all; "in it" is no colour.
    expect(texts('pov: you bought at the top').map(({ text }) => text)).toEqual(['pov: you bought at the top']);
    expect(texts('caption: in it to win it').map(({ text }) => text)).toEqual(['in it to win it']);
  });

  it('reads words beside emoji, or an opening sentence that asks for nothing, as the caption (with a picture)', () => {
    const words = (prompt: string, textOnly = false) => parsePrompt(prompt, { textOnly }).texts.map(({ text }) => text);
    expect(words('🚀🚀🚀 moon soon')).toEqual(['moon soon']);
    expect(words('wen lambo 🚀')).toEqual(['wen lambo']);
    expect(words('ngmi. make it black and white')).toEqual(['ngmi']);
    expect(words('lfg!!! make it deep fried')).toEqual(['lfg']);
    expect(words('wen moon? 🚀')).toEqual(['wen moon']);
    expect(words('🔥🔥 this is fine 🔥🔥')).toEqual(['this is fine']);
    // A meme line by its opening words ends at emoji before "but" and an instruction.
    expect(plan('when you buy the top 📉 but make it sepia').slice(0, 2)).toEqual([
      'sepia',
      'caption("when you buy the top" bottom band normal black box white)',
    ]);
    // Greetings are not captions, nor a label's words, nor the words of an instruction.
    expect(words('make it sepia. gm frens 🌞')).toEqual([]);
    expect(words('hi there. sepia pls')).toEqual([]);
    expect(words('🐸🚀 caption To the moon')).toEqual(['To the moon']);
    expect(words('add 🔥🔥🔥 everywhere')).toEqual([]);
    // An opening sentence is a caption only before one that asks for an edit.
    expect(words('wow. nice')).toEqual([]);
    // With no picture, words and emoji are drawn whole as the prompt's own text.
    expect(words('wagmi boys 💪', true)).toEqual([]);
  });

  it('reads the word orders of other languages: a border’s colour after it, "in black white", "down", "put for me"', () => {
    expect(plan('make it with more saturation and a frame gold')).toEqual(['saturation(1.35)', 'border(gold 16)']);
    expect(plan('put border red')).toEqual(['border(red 16)']);
    expect(plan('border red and thick')).toEqual(['border(red 32)']);
    expect(plan('i want the picture in black white')).toEqual(['grayscale']);
    expect(plan('put for me a rocket on the top right')).toEqual(['sticker("\\u{1f680}" top-right normal)']);
    expect(plan('add me a heart sticker down')).toEqual(['sticker("\\u{2764}\\u{fe0f}" bottom normal)']);
    expect(plan('put a frog down left')).toEqual(['sticker("\\u{1f438}" bottom-left normal)']);
    // "upside down" is no place.
    expect(plan('flip it upside down and add a 🐸')).toEqual([
      'flip(vertical)',
      'sticker("\\u{1f438}" top-right normal)',
    ]);
  });

  it('reads more typos and slang of the effects, and the name after "wanted:"', () => {
    expect(plan('deep fri it')).toEqual(['deep-fry']);
    expect(plan('deepfryed pls')).toEqual(['deep-fry']);
    expect(plan('saturate it to the max')).toEqual(['saturation(1.7)']);
    expect(plan('too much dark')).toEqual(['brightness(1.35)']);
    expect(plan('b n w')).toEqual(['grayscale']);
    expect(plan('bnw pls')).toEqual(['grayscale']);
    expect(plan('WANTED: PEPE')).toEqual(['wanted-poster', 'meme-text("PEPE" bottom band big brown)']);
    expect(plan('wanted: dead or alive')).toEqual(['wanted-poster']);
    expect(plan('wanted: him')).toEqual(['wanted-poster']);
    // "text X" opening a part names its text, as "text: X" does.
    expect(plan('text hodl at bottom')).toEqual(['caption("hodl" bottom band normal black box white)']);
    expect(plan('sepia, text gm frens at the top')).toEqual([
      'sepia',
      'caption("gm frens" top band normal black box white)',
    ]);
  });

  it('owns up to looks named like an edit it does: "motion blur", "tilt shift", and a logo to be erased', () => {
    expect(plan('add motion blur')).toEqual(['ignored("add motion blur")']);
    expect(plan('tilt shift effect')).toEqual(['ignored("tilt shift effect")']);
    expect(plan('tilt it')).toEqual(['rotate(15)']);
    expect(plan('erase the logo')).toEqual(['ignored("erase the logo")']);
    expect(plan('make it a circle and remove the text')).toEqual(['circle', 'ignored("remove the text")']);
  });

  /** Prompts of the kinds people type, each with its plan as the header says it ('; ' between entries). */
  const READ_AS_MEANT: Record<string, string> = {
    // The text before the letters it is drawn in, or before "write it"; never an instruction's verb.
    'hodl in bold red letters at the top': 'caption("hodl" top band normal red box white)',
    'lfg 🔥 write it big on top': 'caption("lfg" top band big black box white); sticker("\\u{1f525}" top-right big)',
    'add LFG in big red letters': 'caption("LFG" bottom band big red box white)',
    'yo write "GM" in white letters': 'caption("GM" bottom band normal white box black)',
    // A labelled line ends at a sticker asked for by its emoji; a reward written before its word.
    'caption: wen moon and a 🌙 top left':
      'caption("wen moon" bottom band normal black box white); sticker("\\u{1f319}" top-left normal)',
    'put 10k $DOGE reward below': 'caption("10k $DOGE reward" bottom band normal black box white)',
    // A shade before a colour is that colour; a corner said side first.
    'tint it deep blue': 'tint(blue)',
    'light green text saying calm': 'caption("calm" bottom band normal green box white)',
    'add a skull on left top': 'sticker("\\u{1f480}" top-left normal)',
    // A cap or a party hat on a head; what is worn on a head, beside laser eyes, goes on it.
    'put a cap on her': 'sticker("\\u{1f9e2}" head normal)',
    'add a party hat on his head': 'sticker("\\u{1f973}" head normal)',
    'add laser eyes and a top hat': 'laser-eyes; sticker("\\u{1f3a9}" head normal)',
    // The background blurred, said of the background; how strong an edit is, said after "but".
    'make the bg blurred but not her': 'blur-background(6)',
    'blur the background so only my cat is in focus': 'blur-background(6)',
    'blurr the background so he stands out': 'blur-background(6)',
    'blur the bg so only he is sharp': 'blur-background(6)',
    'blur it but not too much': 'blur(1.5)',
    'deep fry it till its unrecognisable': 'deep-fry',
    'sepia rn pls': 'sepia',
    'can you do the picture more clear': 'sharpen(2)',
  };
  it('reads the letters a text is drawn in, stickers by emoji and on a head, shades, and hedges as meant', () => {
    for (const [prompt, expected] of Object.entries(READ_AS_MEANT))
      expect(plan(prompt).join('; '), prompt).toBe(expected);
    expect(texts('me pretending to understand the whitepaper 📄 make it sepia')).toMatchObject([
      { text: 'me pretending to understand the whitepaper' },
    ]);
    expect(plan('put stars around the edges').filter((entry) => entry.startsWith('sticker'))).toHaveLength(4);
    expect(plan('no cap this slaps')).not.toContainEqual(expect.stringContaining('sticker'));
  });

  const READ_AS_MEANT_TOO: Record<string, string> = {
    // "of" inside named text, unless it names the picture or a place.
    'write king of the trenches': 'caption("king of the trenches" bottom band normal black box white)',
    'caption queen of memes': 'caption("queen of memes" bottom band normal black box white)',
    // "make the image pop" is "make it pop"; a question of one to three words opening the prompt is its caption.
    'make the image pop': 'contrast(1.35)',
    'wen lambo? make it vintage': 'sepia; caption("wen lambo" bottom band normal black box white)',
    'hmm? make it blue': 'tint(blue)',
    // A zoom on the eyes or the head is one on the face.
    'zoom in on his eyes': 'zoom(face 1.5)',
    // A colour of the tint said after it.
    'make it gold tint': 'tint(gold)',
    // Two quoted lines, each with its place, are two captions ("top and bottom" joins no quotes).
    'caption: "when the chart goes up" top and "but you sold" bottom':
      'caption("when the chart goes up" top band normal black box white); caption("but you sold" bottom band normal black box white)',
    // A meme line's colour before its colon; "make the top text say X and the bottom text say Y".
    'bottom text in yellow: send it': 'meme-text("send it" bottom over normal yellow outline black)',
    'make the top text say SIR and the bottom text say THIS IS A CASINO':
      'meme-text("SIR" top over normal white outline black); meme-text("THIS IS A CASINO" bottom over normal white outline black)',
    // "in between" is the centre; "make the text bigger:" labels a caption.
    'side by side, put vs between them': 'layout(row); caption("vs" centre over huge black box white)',
    'make the text bigger: wen moon': 'caption("wen moon" bottom band big black box white)',
    // "too blurry", "its kinda blurry, fix it": what is wrong, sharpened.
    'too blurry': 'sharpen(2)',
    'its kinda blurry, fix it': 'sharpen(2)',
    'make it blurry': 'blur(4)',
    // "first" opening a request asks for nothing.
    'first of all make it black and white': 'grayscale',
    // One emoji times three.
    'add 🚀 x3':
      'sticker("\\u{1f680}" top-right normal); sticker("\\u{1f680}" top-left normal); sticker("\\u{1f680}" bottom-right normal)',
  };
  it('reads "of" inside named text, "make the image pop", an opening question, and a zoom on the eyes', () => {
    for (const [prompt, expected] of Object.entries(READ_AS_MEANT_TOO))
      expect(plan(prompt).join('; '), prompt).toBe(expected);
    expect(plan('text only: the fed is printing', true)).toEqual([
      'caption("the fed is printing" centre over huge black)',
    ]);
    expect(describePlan(parsePrompt('no image needed, just write hodl', { textOnly: true }))).toEqual([
      'caption("hodl" centre over huge black)',
    ]);
  });
});
