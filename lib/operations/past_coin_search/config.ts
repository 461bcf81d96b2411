import 'server-only';
import { closeSync, existsSync, openSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { booleanFromEnv, configSection, positiveInt, type ConfigOf } from '../../config';

/** The embedded store's file when PAST_COINS_DB is unset, under the server's working folder (created). */
export const DEFAULT_PAST_COINS_DB = 'data/past-coins.sqlite';

/** Why a SQLite path given in PAST_COINS_DB cannot serve, or undefined when it can. */
function sqlitePathProblem(file: string): string | undefined {
  const folder = path.dirname(path.resolve(file));
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return `its folder ${folder} does not exist`;
  // Tried, not asked (access(2) says yes to root on a read-only mount): SQLite writes the file and,
  // beside it, its journal.
  const probe = path.join(folder, `.past-coins-write-check-${process.pid}`);
  try {
    closeSync(openSync(probe, 'wx'));
    unlinkSync(probe);
    if (existsSync(file)) closeSync(openSync(file, 'r+'));
  } catch {
    return 'is read-only: the server must be able to write the file and its folder';
  }
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
    /** The embedded store's SQLite file, when DATABASE_URL is unset; its folder must exist. */
    PAST_COINS_DB: z.string().min(1).optional(),
    /** Fill an empty store with the shipped corpus of 3,468 launches at first start. */
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
