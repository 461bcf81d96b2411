import { describe, expect, it } from 'vitest';
import { CAPTION_MAX_CHARACTERS, CAPTION_MAX_WORDS, postLinesOf, punchline } from '../src/kit/caption.ts';

describe('the meme caption the kit proposes: a line of the post', () => {
  it.each([
    // What follows "when" is the meme.
    ['me when the dog finally eats the whole pizza lol', 'when the dog finally eats the whole pizza lol'],
    ['POV: you bought the top', 'POV: you bought the top'],
    // An all-caps phrase is the one the post shouts.
    ['Look at this little guy. THIS IS FINE he says, sitting in the fire 🔥', 'THIS IS FINE'],
    // The last short sentence is the punchline.
    ['Went to the shelter today. Came home with Biscuit. He already owns the couch.', 'He already owns the couch'],
    ['my cat knocked the christmas tree over', 'my cat knocked the christmas tree over'],
    // A long sentence gives its last short clause, and the turn that carries the joke.
    ['Just adopted a frog named Pepper, he is the boss now $PEPPER', 'he is the boss now'],
    ['GM. Grandma just asked me what a "Moon Hamster" is and now she wants one.', 'and now she wants one'],
    // Openers, news labels, links, mentions and tags are not the caption.
    [
      'Breaking: scientists confirm octopuses dream in color 🐙 https://t.co/abc',
      'scientists confirm octopuses dream in color 🐙',
    ],
    ['gm gm. @friend look at my hamster go #hamster $HAM', 'look at my hamster go'],
    // Chinese and Japanese lines are counted by characters.
    ['我的猫今天第一次看到雪', '我的猫今天第一次看到雪'],
  ])('%s → %s', (post, caption) => {
    expect(punchline(post)).toBe(caption);
  });

  it('is never the name alone, and undefined when no line of the post fits', () => {
    expect(punchline('Pepper Frog', 'Pepper Frog')).toBeUndefined();
    expect(punchline('$PEPPER')).toBeUndefined();
    expect(punchline('gm')).toBeUndefined();
    expect(punchline('https://example.com/frog.jpg')).toBeUndefined();
  });

  it('is whole words within a meme’s line or two, never a cut sentence', () => {
    const long = Array.from({ length: 30 }, (_, k) => `word${k}`).join(' ');
    expect(punchline(long)).toBeUndefined();
    const posts = [
      'A very long opening sentence that goes on and on about the weather and the traffic today, then finally the dog ate it',
      'This sentence is exactly nine words long and fits. And this one does not fit because it keeps going on and on.',
    ];
    for (const post of posts) {
      const caption = punchline(post)!;
      expect(caption.split(/\s+/).length).toBeLessThanOrEqual(CAPTION_MAX_WORDS);
      expect(caption.length).toBeLessThanOrEqual(CAPTION_MAX_CHARACTERS);
      for (const word of caption.split(/\s+/)) expect(post.split(/[\s,.]+/)).toContain(word);
    }
  });
});

describe('the caption from a screenshot of a post: a line of the post, not of the screen around it', () => {
  // What OCR reads from a screenshot: the name and handle, four lines of the post, the counts below.
  const SCREENSHOT = [
    'Sam Rivers',
    '@samrivers . 2h',
    'my dog Biscuit just ate an entire pizza while',
    'I was in the shower and now he is asleep',
    'on the couch like nothing happened',
    'absolute legend behaviour tbh',
    '4 1.2K 3.4K 22K',
  ].join('\n');

  it('leaves out the header (the name above the handle, the handle and its time) and the counts', () => {
    expect(postLinesOf(SCREENSHOT).split('\n')).toEqual([
      // A line that ends on a word no sentence ends on ("while") wraps on to the next.
      'my dog Biscuit just ate an entire pizza while I was in the shower and now he is asleep',
      'on the couch like nothing happened',
      'absolute legend behaviour tbh',
    ]);
    expect(postLinesOf('Sam Rivers @samrivers · Dec 3\nwen moon\n12:45 PM · Dec 3, 2026 · 1.2M Views')).toBe(
      'wen moon',
    );
    expect(postLinesOf('Replying to @frog\nthis is the way\nShow more\nReply Repost Like')).toBe('this is the way');
  });

  it('keeps a line of the post that mentions someone or says a number', () => {
    const post = 'shoutout to @frog for this\nwe hit 10k holders today';
    expect(postLinesOf(post)).toBe(post);
  });

  it('captions the meme with the post’s last line, never with the counts', () => {
    expect(punchline(postLinesOf(SCREENSHOT))).toBe('absolute legend behaviour tbh');
    expect(punchline('1.2K 3.4K 22K')).toBeUndefined();
    // A sentence wrapped over lines is read whole: "when" starts no caption in the middle of it.
    const wrapped =
      'Dana K@danak_eth : 5h\nme when the dip keeps dipping but my\ncat Noodle still wants breakfast at 5am\nTHIS IS FINE';
    expect(postLinesOf(wrapped)).toBe(
      'me when the dip keeps dipping but my cat Noodle still wants breakfast at 5am\nTHIS IS FINE',
    );
    expect(punchline(postLinesOf(wrapped))).toBe('THIS IS FINE');
    expect(punchline('it went up 1.5 times. 4K 22K')).toBe('it went up 1.5 times');
  });
});
