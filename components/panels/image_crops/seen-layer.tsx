import { placeOver, seenMarks, type SeenMark } from './seen-marks';
import type { CropsResult } from './types';

/**
 * How each kind of mark looks. Fixed colours, not the theme's: they lie over a picture, whatever the
 * page around it; a dark ring keeps a light edge visible on a light picture.
 */
const BOX_STYLE: Record<SeenMark['kind'], string> = {
  subject: 'border-2 border-dashed border-yellow-300 shadow-[0_0_0_1px_rgba(0,0,0,0.7)]',
  face: 'border-2 border-cyan-300 shadow-[0_0_0_1px_rgba(0,0,0,0.7)]',
  text: 'border border-dotted border-white shadow-[0_0_0_1px_rgba(0,0,0,0.5)]',
};
const LABEL_STYLE: Record<SeenMark['kind'], string> = {
  subject: 'bg-yellow-300 text-black',
  face: 'bg-cyan-300 text-black',
  text: '',
};

/**
 * The subject, heads and text lines the engine saw, over the picture as shown: each box placed in
 * percent of the source's size from the answer, so it scales with the picture. A list, so a screen
 * reader reads what each box is and where.
 */
export function SeenLayer({ result }: { result: CropsResult }) {
  return (
    <ul
      data-testid="seen-overlay"
      aria-label={`What the engine saw in image ${result.imageIndex + 1}`}
      className="pointer-events-none absolute inset-px m-0 list-none overflow-hidden p-0"
    >
      {seenMarks(result).map((mark, index) => (
        <li
          key={index}
          data-testid={`seen-${mark.kind}`}
          className={`absolute ${BOX_STYLE[mark.kind]}`}
          style={placeOver(mark.box, result)}
        >
          {mark.label && (
            <span
              aria-hidden
              className={`absolute left-0 top-0 whitespace-nowrap px-1 text-[11px] font-semibold leading-4 ${LABEL_STYLE[mark.kind]}`}
            >
              {mark.label}
            </span>
          )}
          <span className="sr-only">{mark.description}</span>
        </li>
      ))}
    </ul>
  );
}
