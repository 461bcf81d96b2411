export interface SuiteOptions {
  /** The CI form: shorter runs, same checks. */
  short: boolean;
}

export const KEYS = {
  main: 'reliability-key-0123456789ab',
  second: 'reliability-key-second-01234',
  metrics: 'reliability-metrics-token-0123',
};

export function keysEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    API_KEYS: JSON.stringify([
      { id: 'main', key: KEYS.main, user: 'load-user', imageEdit: true, pastCoinWrite: true },
      { id: 'second', key: KEYS.second, user: 'other-user', imageEdit: true },
    ]),
    METRICS_TOKEN: KEYS.metrics,
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

export const NAMING_BODY = {
  event: { text: 'Breaking: a frog named Pepper just became mayor of a small town $PEPPER' },
};
