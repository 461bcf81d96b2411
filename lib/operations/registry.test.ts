import { describe, expect, it } from 'vitest';
import { OPERATION_NAMES, type OperationName } from './contracts';
import { buildOrder, keyPermissions, OPERATIONS } from './registry';

const shape = (table: Partial<Record<OperationName, { uses?: string[]; shares?: object }>>) => (name: OperationName) =>
  (table[name] ?? {}) as { uses?: never[]; shares?: object };

describe('the order the composition root builds engines in', () => {
  it('puts each provider before the operations that use its services, the rest in registry order', () => {
    const order = buildOrder(
      ['image_edit', 'ocr', 'ai_name', 'past_coins'],
      shape({
        image_edit: { uses: ['b'] },
        ai_name: { uses: ['a'], shares: { b: 1 } },
        past_coins: { shares: { a: 1 } },
      }),
    );
    expect(order).toEqual(['past_coins', 'ai_name', 'image_edit', 'ocr']);
  });

  it('passes over a service nobody offers', () => {
    expect(buildOrder(['ocr', 'ai_name'], shape({ ocr: { uses: ['nobody'] } }))).toEqual(['ocr', 'ai_name']);
  });

  it('refuses operations that use each other’s services in a circle', () => {
    const circle = shape({ ocr: { uses: ['a'], shares: { b: 1 } }, ai_name: { uses: ['b'], shares: { a: 1 } } });
    expect(() => buildOrder(['ocr', 'ai_name'], circle)).toThrow(/circle/);
  });

  it('builds every operation once, each after the providers of what it uses', () => {
    const descriptors = OPERATIONS as unknown as Record<OperationName, { uses?: string[]; shares?: object }>;
    const order = buildOrder(OPERATION_NAMES, (name) => descriptors[name] as never);
    expect([...order].sort()).toEqual([...OPERATION_NAMES].sort());
    const providers = new Map(
      OPERATION_NAMES.flatMap((name) => Object.keys(descriptors[name].shares ?? {}).map((service) => [service, name])),
    );
    for (const name of OPERATION_NAMES) {
      for (const service of descriptors[name].uses ?? []) {
        const provider = providers.get(service);
        expect(provider, `${name} uses ${service}, which no operation shares`).toBeDefined();
        expect(order.indexOf(provider!), `${provider} before ${name}`).toBeLessThan(order.indexOf(name));
      }
    }
  });
});

describe('the key permissions the operations declare', () => {
  it('are distinct, and the older key fields still grant theirs (docs/api.md, "Keys")', () => {
    const permissions = keyPermissions();
    expect(new Set(permissions.map(({ id }) => id)).size).toBe(permissions.length);
    const byField = Object.fromEntries(permissions.flatMap(({ id, keyField }) => (keyField ? [[keyField, id]] : [])));
    expect(byField).toEqual({ imageEdit: 'image_edit', pastCoinWrite: 'past_coins:write' });
  });
});
