/**
 * One value per process, and one way to recognise a class across copies of its module.
 *
 * Next.js evaluates a module once per bundle (instrumentation, each route, the pages), so a value
 * kept in a module's scope exists once per bundle, not once per process, and a class exists in
 * several copies: an error thrown by a singleton built in one bundle is not an `instanceof` the
 * class another bundle imported. Both are kept under keys of the global symbol registry
 * (`Symbol.for`), which every bundle of the process shares. This module is the only user of it.
 *
 * Browser-safe: it imports nothing, so the contract's error classes may use it.
 */

const keyFor = (name: string) => Symbol.for(`inference.${name}`);

type Holder<T> = typeof globalThis & Record<symbol, T | undefined>;

/** `create()`'s value, made by whichever bundle asks first and shared by every bundle after it. */
export function perProcess<T>(name: string, create: () => T): () => T {
  const key = keyFor(name);
  return () => {
    const holder = globalThis as Holder<T>;
    if (!(key in holder)) holder[key] = create();
    return holder[key] as T;
  };
}

/** A mark that an object carries whichever copy of its class made it. */
export interface Brand<T extends object> {
  /** Marks an instance (call it in the constructor). */
  mark(instance: T): void;
  /** Whether a value was marked by any copy of the class. */
  is(value: unknown): value is T;
}

export function brand<T extends object>(name: string): Brand<T> {
  const key = keyFor(name);
  return {
    mark(instance) {
      Object.defineProperty(instance, key, { value: true });
    },
    is(value): value is T {
      return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[key] === true;
    },
  };
}
