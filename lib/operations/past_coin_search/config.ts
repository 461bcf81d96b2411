import 'server-only';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { booleanFromEnv, configSection, positiveInt, type ConfigOf } from '../../config';

/** The embedded store's file in the data folder (DATA_DIR) when PAST_COINS_DB is unset. */
export const PAST_COINS_FILE = 'past-coins.sqlite';

/**
 * Why a SQLite path given in PAST_COINS_DB cannot serve, or undefined when it can, as far as parsing
 * can tell without writing anything: whether the file can be written is found when the store opens
 * it (engine.ts).
 */
function sqlitePathProblem(file: string): string | undefined {
  const folder = path.dirname(path.resolve(file));
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return `its folder ${folder} does not exist`;
  return undefined;
}

/** The past-coin store's settings (past-coin search and recording share the store). */
export const pastCoinSearchConfig = configSection({
  shape: {
    /** Postgres (postgres://…): the store every instance shares; unset, the embedded SQLite file. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
    /** The embedded store's SQLite file, when DATABASE_URL is unset (default: past-coins.sqlite in DATA_DIR); its folder must exist, and the file be writable. */
    PAST_COINS_DB: z.string().min(1).optional(),
    /** Fill an empty store with the shipped corpus of 3,453 launches at first start. */
    PAST_COINS_SEED: booleanFromEnv.default(true),
    /** How long a search or a write may wait for the store before answering 503. */
    PAST_COINS_TIMEOUT_MS: positiveInt(3_000),
  },
  check: (config) => {
    if (config.DATABASE_URL || !config.PAST_COINS_DB) return [];
    const problem = sqlitePathProblem(config.PAST_COINS_DB);
    return problem ? [['PAST_COINS_DB', problem]] : [];
  },
});

export type PastCoinSearchConfig = ConfigOf<typeof pastCoinSearchConfig>;
