import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt';
import { problems, request } from '../../../../test-support/prompt-parts.arbitraries';

/**
 * Generated requests (effects × connectives × captions × positions) must end in the plan part by
 * part: an effect the editor can do applied, one it cannot reported as ignored, every caption drawn
 * with its own colour and never one the effect named. Nothing dropped silently.
 */

describe('every part of a generated request ends in the plan', () => {
  it('applies the effects it can do, owns up to those it cannot, draws each caption in its own colour', () => {
    fc.assert(
      fc.property(request, ({ prompt, parts }) => {
        expect(problems(parsePrompt(prompt), parts), prompt).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('says nothing was left out when nothing was', () => {
    fc.assert(
      fc.property(
        request.filter(({ parts }) => parts.every((part) => part.kind !== 'cannot')),
        ({ prompt }) => {
          expect(parsePrompt(prompt).ignored, prompt).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
