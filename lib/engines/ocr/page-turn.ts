import type { DirectionClassifierLike } from './direction-classifier';
import { liesAcross, looksSideways, SMALLEST_SIDE, turnPage, type Turn } from './orientation';
import { cropLine } from './paddle-recognizer';
import type { AnalysedPage, DetectText } from './recognize';
import type { Box } from './types';

/**
 * The turn (clockwise) that brings a page the right way up, decided before it is read, whatever
 * reads it: a page whose text regions stand tall (orientation.ts: looksSideways) is held sideways
 * and wants 90° or 270°, any other 0° or 180°. Between the two, the `voters` largest regions of the
 * page's text direction (tall ones of a sideways page, the others of any other) vote: each is cut
 * along its quad and turned by the first candidate, and the direction classifier says whether it is
 * then upright or upside down; a vote weighs the region's area times the classifier's sureness
 * (how far its probability is from even). The second candidate wins only when the votes for it
 * outweigh those against. A page with no region that can vote is left as it is.
 */
export async function findPageTurn(
  page: AnalysedPage,
  classifier: DirectionClassifierLike,
  voters: number,
  detect: DetectText,
): Promise<Turn> {
  const { prepared, regions } = page;
  if (looksSideways(regions) || liesAcross(regions)) return voteOnTurn(page, classifier, voters);
  // Regions neither tall nor wide (a page held sideways whose lines the detector broke up, or one of
  // short words): the page is detected again turned by 90°; if its text then lies across it, it was
  // held sideways, and its regions so turned vote between 90° and 270°.
  const turned = await turnPage(prepared, 90);
  const again = await detect(turned);
  if (!liesAcross(again)) return voteOnTurn(page, classifier, voters);
  return (await voteOnTurn({ prepared: turned, regions: again }, classifier, voters)) === 0 ? 90 : 270;
}

/** The vote between the two turns of the page's text direction (above). */
async function voteOnTurn({ prepared, regions }: AnalysedPage, classifier: DirectionClassifierLike, voters: number) {
  const sideways = looksSideways(regions);
  const [first, second]: [Turn, Turn] = sideways ? [90, 270] : [0, 180];
  const ofDirection = (box: Box) => (sideways ? tall(box) : !tall(box));
  const voting = regions
    .filter((box) => Math.max(box.x1 - box.x0, box.y1 - box.y0) >= SMALLEST_SIDE && ofDirection(box))
    .sort((a, b) => area(b) - area(a))
    .slice(0, voters);
  if (voting.length === 0) return first;
  const crops = await Promise.all(voting.map((region) => cropLine(prepared, region, first)));
  const upsideDown = await classifier.upsideDown(crops);
  // Positive: the first candidate; negative: the second.
  const vote = voting.reduce((sum, region, k) => sum + area(region) * (1 - 2 * upsideDown[k]!), 0);
  return vote < 0 ? second : first;
}

/** A region that stands taller than wide (a line on its side; orientation.ts's tall regions are taller still). */
function tall(box: Box): boolean {
  return box.y1 - box.y0 > box.x1 - box.x0;
}

function area(box: Box): number {
  return (box.x1 - box.x0) * (box.y1 - box.y0);
}
