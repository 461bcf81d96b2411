import { describe, expect, it } from 'vitest';
import { gapToBest, report, slicesOf, Tallies } from './report';
import type { CropCase } from './eval-set';

const face = { x: 0, y: 0, width: 10, height: 10 };
const image = (name: string, half: 'tune' | 'check', faces = [face]): CropCase => ({
  name,
  set: 'demo',
  kind: 'real',
  category: 'person',
  half,
  bytes: Buffer.alloc(0),
  format: 'jpeg',
  width: 100,
  height: 100,
  subject: face,
  faces,
  text: [],
});

describe('slicesOf', () => {
  it('puts a case in its kind, its faces, both together, its category and its set', () => {
    expect(slicesOf(image('a', 'tune'))).toEqual([
      'all',
      'real',
      'faces',
      'real, faces',
      'category person',
      'set demo',
    ]);
    expect(slicesOf(image('b', 'tune', []))).toContain('real, no faces');
  });
});

describe('gapToBest', () => {
  it('is the engine minus the best baseline, naming it', () => {
    expect(
      gapToBest(80, [
        ['attention', 90],
        ['centre', 40],
      ]),
    ).toEqual({ gap: -10, best: 'attention' });
    expect(
      gapToBest(95, [
        ['attention', 90],
        ['smartcrop', undefined],
      ]),
    ).toEqual({ gap: 5, best: 'attention' });
  });

  it('is undefined when there is nothing to compare', () => {
    expect(gapToBest(undefined, [['attention', 90]])).toBeUndefined();
    expect(gapToBest(90, [['attention', undefined]])).toBeUndefined();
  });
});

describe('report', () => {
  it('puts tune and check side by side and names each slice of check where the engine is below', () => {
    const tallies = new Tallies();
    const tune = image('t', 'tune');
    const check = image('c', 'check', []);
    tallies.add('engine', tune, '1:1', true, 0);
    tallies.add('attention', tune, '1:1', false, 0);
    tallies.add('engine', check, '1:1', false, 0);
    tallies.add('attention', check, '1:1', true, 0);
    const text = report({ tallies, cases: [tune, check], methods: ['engine', 'attention'], aspects: ['1:1'] });
    expect(text).toMatch(/\| all +\| 1:1 +\| 1 \/ 1 +\| 100\.0 \/ 0\.0 +\| 0\.0 \/ 100\.0 +\| -100\.0 \(attention\) ✗/);
    expect(text).toMatch(/\| faces +\| 1:1 +\| 1 \/ 0 +\| 100\.0 \/ — /);
    expect(text).toContain('below the best baseline on 6 slice(s)');
    expect(text).toContain('  no faces 1:1: -100.0 (attention)');
  });
});
