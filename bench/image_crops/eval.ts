/**
 * Quality of the embedded cropper: `npm run eval:crops [-- --half tune|check] [-- --set NAME[,NAME]]
 * [-- --show NAME]`. Every image of the crop eval set (bench/image_crops/eval-set.ts: the images of each
 * manifest in bench/image_crops/set/, with their subject marked by hand, and the scenes composed in code) is
 * cropped to 1:1 and 3:1 by the service's engine (in-process, with OCR's text detector as the
 * service wires it) and by the baselines of bench/image_crops/baselines.ts (sharp `attention`, sharp
 * `entropy`, smartcrop.js, centre) on the same images under the same rule. Prints per slice (real
 * or composed, faces or none, category, set) and aspect the share of crops that hold the whole
 * subject (3:1: as much of it as the strip can hold) and of text lines left whole, tune and check
 * side by side, and on check the engine minus the best baseline. `--half` evaluates one half only,
 * `--set` the named sets only (`composed`: the scenes composed in code), `--show` prints the boxes
 * every method chose on one image.
 */
import { BASELINES, baselineBox } from './baselines';
import { serviceCropper } from './engine';
import { report, Tallies } from './report';
import { holdsSubject, loadCropEvalSet, textLinesWhole, type Aspect, type Box } from './eval-set';
import { SPLIT_RULE } from './manifests';
import { FaceTallies, faceReport } from './eyes';

const ASPECTS: Aspect[] = ['1:1', '3:1'];
const METHODS = ['engine', ...BASELINES] as const;

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
}

async function main() {
  const show = option('--show');
  const half = option('--half');
  if (half && half !== 'tune' && half !== 'check') throw new Error('--half is tune or check');
  const sets = option('--set')?.split(',');
  const cases = (await loadCropEvalSet(sets)).filter((image) => !half || image.half === half);
  const { cropper, close } = await serviceCropper();
  const tallies = new Tallies();
  const faces = new FaceTallies();
  const misses: string[] = [];
  for (const image of cases) {
    const targets = ASPECTS.map((aspect) => {
      const [w, h] = aspect.split(':').map(Number) as [number, number];
      return { aspect: [w, h] as [number, number], width: 256, height: Math.round((256 * h) / w) };
    });
    const ours = await cropper.crop(
      { bytes: image.bytes, format: image.format, width: image.width, height: image.height },
      targets,
    );
    const chosen = new Map<string, Record<(typeof METHODS)[number], Box>>();
    for (const [k, aspect] of ASPECTS.entries()) {
      const boxes = { engine: ours.crops[k]!.box } as Record<(typeof METHODS)[number], Box>;
      for (const method of BASELINES) boxes[method] = await baselineBox(method, image, aspect);
      chosen.set(aspect, boxes);
      for (const method of METHODS) {
        const held = holdsSubject(boxes[method], image.subject, aspect, image);
        tallies.add(method, image, aspect, held, textLinesWhole(boxes[method], image.text) * image.text.length);
        if (method === 'engine' && !held)
          misses.push(
            `${image.name} (${image.half}) ${aspect}: box ${JSON.stringify(boxes.engine)}, subject ${JSON.stringify(image.subject)}`,
          );
      }
      if (show && image.name === show) console.log(aspect, boxes);
    }
    if (image.animal)
      for (const method of METHODS)
        faces.add(method, image.half, chosen.get('3:1')![method], chosen.get('1:1')![method], image.animal, image);
  }
  await close();

  const count = (test: (image: (typeof cases)[number]) => boolean) => cases.filter(test).length;
  console.log(
    `\nImage crops on ${cases.length} images: ${count((c) => c.kind === 'real')} real, ${count((c) => c.kind === 'composed')} composed; ` +
      `${count((c) => c.half === 'tune')} tune, ${count((c) => c.half === 'check')} check (split: ${SPLIT_RULE}; composed in code: "composed/<scene>")\n`,
  );
  console.log(report({ tallies, cases, methods: METHODS, aspects: ASPECTS }));
  console.log(`\n${faceReport(faces, METHODS)}`);
  if (misses.length > 0) console.log(`\nThe engine's misses:\n${misses.map((miss) => `  ${miss}`).join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
