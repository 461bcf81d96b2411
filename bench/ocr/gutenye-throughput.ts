/**
 * `@gutenye/ocr-node` (a devDependency, the peer baseline) reading images `concurrency` at a time in
 * this process, as a user of the package would run it: one instance, its own defaults. Started by
 * throughput.ts as a process of its own (so its memory is measured apart from the bench's):
 * `gutenye-throughput.ts CONCURRENCY FILE...`; prints `{ seconds, latencies }` as JSON on its last line.
 */
interface GutenyeOcr {
  detect(path: string): Promise<unknown[]>;
}

async function main() {
  const [concurrency = '2', ...files] = process.argv.slice(2);
  const { default: Ocr } = (await import('@gutenye/ocr-node')) as unknown as {
    default: { create(): Promise<GutenyeOcr> };
  };
  const ocr = await Ocr.create();
  // One warm-up read, not timed, as the service's runs have.
  await ocr.detect(files[0]!);
  const queue = [...files];
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Number(concurrency) }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const begun = performance.now();
        await ocr.detect(file);
        latencies.push(performance.now() - begun);
      }
    }),
  );
  console.log(JSON.stringify({ seconds: (performance.now() - started) / 1000, latencies }));
}

// The exit is explicit: onnxruntime's native sessions may otherwise hold the process open.
main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
