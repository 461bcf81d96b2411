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

  it('holds every slur the seed refuses', () => {
    for (const word of ['Retard Frog', 'the tr4nny coin'])
      expect([holdsSlur(word), holdsProfanity(word)]).toEqual([true, true]);
  });

  it('looks at the name, the ticker and the description', () => {
    const clean = { name: 'Moon Cat', ticker: 'MCAT', description: null };
    expect(isProfane(clean)).toBe(false);
    expect(isProfane({ ...clean, name: 'Shit Cat' })).toBe(true);
    expect(isProfane({ ...clean, ticker: 'FUCK' })).toBe(true);
    expect(isProfane({ ...clean, description: 'the cat of porn' })).toBe(true);
  });
});
