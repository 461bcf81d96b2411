import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { describe, expect, it } from 'vitest';
import { holdsProfanity, isProfane } from './profanity';
import { holdsSlur } from './slurs';

describe('what a safe list leaves out', () => {
  it('finds swearing, sexual words, slurs and hate figures however they are spelt', () => {
    for (const word of ['i aint gotta explain shit', 'PORN COIN', 'Fuck Jeets', 'H1tler Frog', 'nazi cat', 'R3TARDIO'])
      expect([word, holdsProfanity(word)]).toEqual([word, true]);
  });

  it('lets ordinary names through, look-alike words included', () => {
    for (const word of ['Moon Cat', 'Scunthorpe', 'Dogwifhat', 'Assassin', 'Cocktail', 'Analytics', 'Pepe'])
      expect([word, holdsProfanity(word)]).toEqual([word, false]);
  });

  it('holds every slur the seed refuses, glued and spaced-out ones too', () => {
    for (const word of ['Retard Frog', 'the tr4nny coin', 'NIGGTARDIO', 'F.A.G.S', 'PEPEFAG'])
      expect([word, holdsSlur(word), holdsProfanity(word)]).toEqual([word, true, true]);
  });

  it.each([
    ['genitals and the rest', ['Genital Wealth', 'GENITALS', 'ballsack', 'Nut Sack', 'scrotum coin', 'testicles']],
    [
      'nuts and balls, said vulgarly',
      ['Deez Nuts', 'SEC DEEZ NUTZZ', 'Suggon Deeznutz', 'balls deep', 'my balls feel'],
    ],
    ['behinds', ['BIG BOOTY LLAMA', 'POPBUTT', 'look @ dat butt', 'butthole', 'b00ty', 'BUTTS']],
    ['wind', ['Farting Whoopie Cushion', 'fart coin', 'PEPEFART', 'SHART COIN']],
    [
      'sexual slang',
      ['Jizz coin', 'JIZZCOIN', 'cumming soon', 'cum', 'Big Titty Goth GF', 'titties', 'boobs', 'B00BS'],
    ],
    ['arousal and porn', ['Horny by Matt Furie', 'h0rny', 'Onlyfanz Hoes', 'XXX coin', 'p0rn', 'pornhub']],
    [
      'dicks and the like',
      ['dick', 'D1CK', 'MOBYDICKCOIN', 'cat got dicc', 'Diccy', 'cock', 'COCKS', 'pussy', 'pu$$y'],
    ],
    ['swearing glued or stretched', ['shit coin', 'BULLSHITCOIN', 'shiiiit', 'sh1t', 'fuuuck', 'motherfucker']],
    ['more meme-coin vulgarity', ['MILF', 'queefing', 'goatse gospels', 'Dumbass Degen', 'thots', 'hoes', 'KKK']],
  ])('finds %s', (_, texts) => {
    for (const text of texts) expect([text, holdsProfanity(text)]).toEqual([text, true]);
  });

  it('lets through the ordinary words beside them', () => {
    for (const word of [
      'Scunthorpe',
      'cocktail',
      'peacock',
      'Hancock',
      'Dickens',
      'assassin',
      'passion',
      'shiitake',
      'Cucumber',
      'document',
      'Sack Lunch',
      'Peanuts',
      'Dragon Balls',
      'Meatballs',
      'Balloon',
      'Butter',
      'Button',
      'Scuttlebutt',
      'Farther',
      'Farthing',
      'Smart',
      'Thorny',
      'Puss in Boots',
      "Pirate's booty",
      'entities',
      'quantities',
      'Goatseus Maximus',
      'Nuts about nature',
      'Toshi',
      'Mitsubishi',
      'Essex',
      'Title',
      'Constitution',
    ])
      expect([word, holdsProfanity(word)]).toEqual([word, false]);
  });

  it('looks at the name, the ticker and the description', () => {
    const clean = { name: 'Moon Cat', ticker: 'MCAT', description: null };
    expect(isProfane(clean)).toBe(false);
    expect(isProfane({ ...clean, name: 'Shit Cat' })).toBe(true);
    expect(isProfane({ ...clean, ticker: 'FUCK' })).toBe(true);
    expect(isProfane({ ...clean, description: 'the cat of porn' })).toBe(true);
    expect(isProfane({ ...clean, ticker: 'SACK', name: 'Genital Wealth' })).toBe(true);
  });

  it('holds all of the English set of the obscenity package, with its own transformers', () => {
    const english = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
    for (const text of ['bitch please', 'a$$hole', 'wanker', 'blowjob', 'b0ll0cks', 'twat'])
      expect([text, english.hasMatch(text), holdsProfanity(text)]).toEqual([text, true, true]);
  });
});
