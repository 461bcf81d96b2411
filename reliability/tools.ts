import { nginxBinary } from '../test-support/nginx';
import { postgresBinaries } from '../test-support/postgres';
import { redisServerBinary } from '../test-support/redis';

export type Tool = 'redis-server' | 'nginx' | 'postgres';

const TOOLS: Record<Tool, { find: () => string | undefined; install: string }> = {
  'redis-server': { find: redisServerBinary, install: 'apt-get install redis-server (or set REDIS_SERVER_BIN)' },
  nginx: { find: nginxBinary, install: 'apt-get install nginx (or set NGINX_BIN)' },
  postgres: { find: postgresBinaries, install: 'apt-get install postgresql (or set POSTGRES_BIN_DIR)' },
};

/** The tools among `needed` that this machine lacks, each with how to install it. */
export function missingTools(needed: Tool[]): { name: Tool; install: string }[] {
  return [...new Set(needed)]
    .filter((name) => !TOOLS[name].find())
    .map((name) => ({ name, install: TOOLS[name].install }));
}
