'use client';
import type { OcrLine } from './types';
import { OverlaidImage } from '../../images/overlaid-image';
import { confidenceLevel, OUTLINE_COLOURS } from './confidence';

interface OcrFigureProps {
  src: string;
  imageIndex: number;
  lines: OcrLine[];
  showOutlines: boolean;
  active?: number;
  onHover: (line: number | undefined) => void;
}

/**
 * The image with each line's outline over it. The SVG's viewBox is the image's own pixel size, so
 * the outlines (in the image's pixel coordinates) scale with the image to whatever size it is shown.
 */
export function OcrFigure({ src, imageIndex, lines, showOutlines, active, onHover }: OcrFigureProps) {
  return (
    <OverlaidImage
      src={src}
      alt={`Image ${imageIndex + 1}`}
      testId="ocr-figure"
      maxHeight="max-h-[32rem]"
      overlay={
        showOutlines
          ? {
              testId: 'ocr-overlay',
              label: `Outlines of ${lines.length} recognised lines`,
              shapes: lines.map((line, index) => {
                const colour = OUTLINE_COLOURS[confidenceLevel(line.confidence)];
                const isActive = active === index;
                return (
                  <polygon
                    key={index}
                    data-testid="ocr-outline"
                    data-line={index}
                    data-active={isActive}
                    points={line.points.map((point) => `${point.x},${point.y}`).join(' ')}
                    fill={colour}
                    fillOpacity={isActive ? 0.35 : 0.08}
                    stroke={colour}
                    strokeWidth={isActive ? 3 : 1.5}
                    vectorEffect="non-scaling-stroke"
                    className="cursor-pointer"
                    onMouseEnter={() => onHover(index)}
                    onMouseLeave={() => onHover(undefined)}
                  >
                    <title>{`${line.text} (${Math.round(line.confidence * 100)}%)`}</title>
                  </polygon>
                );
              }),
            }
          : undefined
      }
    />
  );
}
