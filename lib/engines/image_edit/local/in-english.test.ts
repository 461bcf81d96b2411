import { describe, expect, it } from 'vitest';
import { inEnglish } from './in-english';
import { parsePrompt } from './parse-prompt';

describe('edit words in Spanish, Portuguese, French and German', () => {
  it('are read as the English the parser knows', () => {
    expect(inEnglish('ponlo en blanco y negro y escribe HODL abajo')).toBe(
      'make it black and white and write HODL at the bottom',
    );
    expect(inEnglish('fais-le en sépia et ajoute un cadre noir')).toBe('make it sepia and put a black border');
    expect(inEnglish('hazlo vaporwave y pon un 🌴 abajo a la derecha')).toBe(
      'make it vaporwave and put a 🌴 in the bottom right',
    );
    expect(inEnglish('mach es schwarz-weiß und schreib LFG oben')).toBe(
      'make it black and white and write LFG at the top',
    );
  });

  it('leave quoted text as typed, and an English prompt alone', () => {
    expect(inEnglish('faz preto e branco e coloca "compra e vende" embaixo')).toBe(
      'make it black and white and put "compra e vende" at the bottom',
    );
    expect(inEnglish('put a rocket top left and caption "y tho" e')).toBe(
      'put a rocket top left and caption "y tho" e',
    );
    expect(inEnglish('caption un dos tres')).toBe('caption un dos tres');
  });

  it('end in the plan: the grade, the caption and its place', () => {
    const plan = parsePrompt('ponlo en blanco y negro y escribe HODL abajo');
    expect(plan.steps.map((step) => step.kind)).toContain('grayscale');
    expect(plan.texts).toEqual([expect.objectContaining({ text: 'HODL', placement: 'bottom' })]);
    expect(plan.ignored).toEqual([]);
  });
});
