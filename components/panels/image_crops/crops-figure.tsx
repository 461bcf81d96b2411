'use client';
import { OverlaidImage } from '../../images/overlaid-image';
import { SeenLayer } from './seen-layer';
import type { CropsResult } from './types';

/** Colours of the boxes, one per crop in request order (distinct in light and dark). */
const BOX_COLOURS = ['#4f46e5', '#db2777', '#059669', '#d97706'];

/**
 * The source image with each crop's box over it, in the image's pixels (the browser shows it
 * auto-oriented, as the server measured it), so the boxes scale with the image; with `showSeen`,
 * what the engine saw over them too.
 */
export function CropsFigure({ src, result, showSeen }: { src: string; result: CropsResult; showSeen: boolean }) {
  return (
    <OverlaidImage
      src={src}
      alt={`Image ${result.imageIndex + 1}`}
      testId="crops-figure"
      maxHeight="max-h-[28rem]"
      overlay={{
        testId: 'crops-overlay',
        label: `Boxes of ${result.crops.length} crops`,
        shapes: result.crops.map((crop, index) => (
          <rect
            key={index}
            data-testid="crop-box"
            x={crop.box.x}
            y={crop.box.y}
            width={crop.box.width}
            height={crop.box.height}
            fill="none"
            stroke={BOX_COLOURS[index % BOX_COLOURS.length]}
            strokeWidth={3}
            vectorEffect="non-scaling-stroke"
          >
            <title>{crop.aspect}</title>
          </rect>
        )),
      }}
      layer={showSeen && <SeenLayer result={result} />}
    />
  );
}
