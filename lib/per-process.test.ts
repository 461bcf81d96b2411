import { describe, expect, it, vi } from 'vitest';
import { brand, perProcess } from './per-process';

/** A second copy of this module, as another Next.js bundle of the process would hold it. */
async function anotherCopy(): Promise<typeof import('./per-process')> {
  vi.resetModules();
  return import('./per-process');
}

describe('perProcess', () => {
  it('makes the value once and hands the same one to every copy of the module', async () => {
    const name = `test.shared.${Math.random()}`;
    const create = vi.fn(() => ({ made: Date.now() }));
    const first = perProcess(name, create);
    const other = await anotherCopy();
    const second = other.perProcess(name, create);
    expect(other.perProcess).not.toBe(perProcess);
    expect(second()).toBe(first());
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps a value of null or undefined instead of making it again', () => {
    const name = `test.nothing.${Math.random()}`;
    const create = vi.fn(() => null);
    const held = perProcess(name, create);
    expect(held()).toBeNull();
    expect(held()).toBeNull();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps apart values of different names', () => {
    const a = perProcess(`test.a.${Math.random()}`, () => ({ name: 'a' }));
    const b = perProcess(`test.b.${Math.random()}`, () => ({ name: 'b' }));
    expect(a()).not.toBe(b());
  });

  it('makes it again on the next call when making it threw', () => {
    let calls = 0;
    const held = perProcess(`test.throws.${Math.random()}`, () => {
      calls += 1;
      if (calls === 1) throw new Error('not yet');
      return calls;
    });
    expect(() => held()).toThrow('not yet');
    expect(held()).toBe(2);
  });
});

describe('brand', () => {
  class Marked {
    constructor() {
      markedBrand.mark(this);
    }
  }
  const markedBrand = brand<Marked>('test.Marked');

  it('recognises an instance marked by another copy of the module, of the same name only', async () => {
    const other = await anotherCopy();
    expect(other.brand('test.Marked').is(new Marked())).toBe(true);
    expect(other.brand('test.Other').is(new Marked())).toBe(false);
  });

  it('recognises no unmarked value', () => {
    for (const value of [undefined, null, 0, 'test.Marked', {}, new Error('x')]) {
      expect(markedBrand.is(value)).toBe(false);
    }
  });

  it('adds nothing an instance shows when it is serialised', () => {
    expect(JSON.stringify(new Marked())).toBe('{}');
    expect(Object.keys(new Marked())).toEqual([]);
  });
});
