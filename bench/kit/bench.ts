/**
 * The launch kit's row of `npm run bench`: one post and one 2000x1500 photo, the whole kit (steps at
 * once where they can be) next to its slowest single step, in the same run. A step's own time is
 * measured in kits whose calls are made one at a time (nothing else running), alternating with the
 * ordinary kits so that drift on a shared machine hits both alike.
 */
import { createInferenceClient } from '../../clients/typescript/src/index';
import { runKit, STEP_IDS, type KitClient, type KitState, type StepId } from '../../clients/typescript/src/kit/index';
import { quantile, table } from '../helpers';

const POST = 'Breaking: a frog named Pepper just became mayor of a small town $PEPPER';

/**
 * A client that makes one call at a time and adds each call's own time to its step's (`stepOf` says
 * which step a call belongs to, from its body).
 */
function oneAtATime(client: KitClient, times: Map<StepId, number>): KitClient {
  let queue = Promise.resolve();
  const timed =
    <Body, Options, Result>(
      stepOf: (body: Body) => StepId,
      method: (body: Body, options?: Options) => Promise<Result>,
    ) =>
    (body: Body, options?: Options): Promise<Result> => {
      const answer = queue.then(async () => {
        const started = performance.now();
        try {
          return await method(body, options);
        } finally {
          const step = stepOf(body);
          times.set(step, (times.get(step) ?? 0) + performance.now() - started);
        }
      });
      queue = answer.then(
        () => undefined,
        () => undefined,
      );
      return answer;
    };
  return {
    extractImageText: timed(() => 'read', client.extractImageText),
    aiName: timed(() => 'name', client.aiName),
    searchPastCoins: timed((body) => (body.event ? 'search_post' : 'search_name'), client.searchPastCoins),
    cropImages: timed(() => 'crops', client.cropImages),
    editImage: timed((body) => (body.prompt.includes('coin logo') ? 'logo' : 'meme'), client.editImage),
  };
}

function failures(state: KitState): string[] {
  return STEP_IDS.filter((id) => state.steps[id].status === 'failed').map(
    (id) => `${id}: ${state.steps[id].error?.code}`,
  );
}

const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);

export async function kitBench(baseUrl: string, apiKey: string, photo: string, rounds: number): Promise<string> {
  // As the kit's calls were measured before: each sent once (no retries), with no deadline.
  const client = createInferenceClient({ baseUrl, apiKey, retry: { maxRetries: 0 }, timeout: 0 });
  const kitTimes: number[] = [];
  const stepTimes = new Map<StepId, number[]>(STEP_IDS.map((id) => [id, []]));
  const inKitTimes = new Map<StepId, number[]>(STEP_IDS.map((id) => [id, []]));
  const failed = new Set<string>();
  // Each kit draws a new caption: libvips caches identical text renders.
  const post = { text: POST, images: [photo] };
  const run = (through: KitClient, index: number) => runKit(post, through, { choices: { caption: `PEPPER ${index}` } });

  for (let round = -2; round < rounds; round += 1) {
    const together = await run(client, 2 * round + 100);
    const ownTimes = new Map<StepId, number>();
    const alone = await run(oneAtATime(client, ownTimes), 2 * round + 101);
    for (const problem of [...failures(together), ...failures(alone)]) failed.add(problem);
    if (round < 0) continue; // warm-up
    kitTimes.push(together.ms!);
    for (const id of STEP_IDS)
      if (together.steps[id].status === 'done') inKitTimes.get(id)!.push(together.steps[id].ms!);
    for (const [id, time] of ownTimes) stepTimes.get(id)!.push(time);
  }

  const p50 = (values: number[]) =>
    quantile(
      [...values].sort((a, b) => a - b),
      0.5,
    );
  const steps = STEP_IDS.filter((id) => stepTimes.get(id)!.length > 0).map((id) => ({
    id,
    p50: p50(stepTimes.get(id)!),
  }));
  const slowest = steps.reduce((a, b) => (b.p50 > a.p50 ? b : a));
  const kitP50 = p50(kitTimes);
  const sorted = [...kitTimes].sort((a, b) => a - b);
  const rows = [
    [
      'launch kit, 1 post + 1 × 2000x1500 JPEG',
      `${ms(kitP50)} / ${ms(quantile(sorted, 0.95))}`,
      `${slowest.id} ${ms(slowest.p50)}`,
      `${(kitP50 / slowest.p50).toFixed(2)}×`,
      `${ms(steps.reduce((sum, step) => sum + step.p50, 0))}`,
      failed.size ? [...failed].join(', ') : '',
    ],
  ];
  const each = steps.map((step) => `${step.id} ${ms(step.p50)}`).join(', ');
  const inKit = steps.map((step) => `${step.id} ${ms(p50(inKitTimes.get(step.id)!))}`).join(', ');
  return (
    `launch kit, ${rounds} kits each way, ms\n\n` +
    table(
      [
        'kit',
        'kit p50 / p95',
        'slowest step alone, p50',
        'kit / slowest',
        'steps one after another (sum of p50s)',
        'errors',
      ],
      rows,
    ) +
    `\n\neach step alone, p50 ms: ${each}\neach step in the kit (with the others running), p50 ms: ${inKit}`
  );
}
