import { fromRaw, toRaw, type RawImage } from '../../../images/raw';
import type { Arrangement } from './plan';

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

const GAP = 8;

/** The cells that `count` pictures occupy inside `area` for an arrangement. */
export function cellsFor(arrangement: Arrangement, count: number, area: Region): Region[] {
  if (count <= 1) return [area];
  if (arrangement === 'row') return split(area, count, 1);
  if (arrangement === 'column') return split(area, 1, count);
  const columns = 2;
  const rows = Math.ceil(count / columns);
  const grid = split(area, columns, rows);
  const lastRowCount = count - (rows - 1) * columns;
  if (lastRowCount === columns) return grid.slice(0, count);
  // A lone picture in the last row sits in the middle instead of the left.
  const last = grid[(rows - 1) * columns]!;
  return [...grid.slice(0, (rows - 1) * columns), { ...last, x: area.x + Math.floor((area.width - last.width) / 2) }];
}

function split(area: Region, columns: number, rows: number): Region[] {
  const width = Math.floor((area.width - GAP * (columns - 1)) / columns);
  const height = Math.floor((area.height - GAP * (rows - 1)) / rows);
  const cells: Region[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      cells.push({ x: area.x + column * (width + GAP), y: area.y + row * (height + GAP), width, height });
    }
  }
  return cells;
}

/** Area a picture covers when fitted whole into a cell. */
function shownArea(picture: RawImage, cell: Region): number {
  const scale = Math.min(cell.width / picture.width, cell.height / picture.height);
  return picture.width * picture.height * scale * scale;
}

/** Without an instruction: the arrangement that shows the most of the pictures. */
export function bestArrangement(pictures: RawImage[], area: Region): Arrangement {
  const candidates: Arrangement[] = pictures.length >= 3 ? ['row', 'column', 'grid'] : ['row', 'column'];
  const score = (arrangement: Arrangement) =>
    cellsFor(arrangement, pictures.length, area).reduce(
      (sum, cell, index) => sum + shownArea(pictures[index]!, cell),
      0,
    );
  return candidates.reduce((best, candidate) => (score(candidate) > score(best) + 1 ? candidate : best));
}

export interface Placed {
  picture: RawImage;
  x: number;
  y: number;
  /** The cell the picture was fitted into. */
  cell: Region;
}

/** Fits each picture whole into its cell, centred: where each one goes on the canvas. */
export async function place(pictures: RawImage[], area: Region, arrangement?: Arrangement): Promise<Placed[]> {
  // A text-only picture places none.
  if (pictures.length === 0) return [];
  const chosen = arrangement ?? bestArrangement(pictures, area);
  const cells = cellsFor(chosen, pictures.length, area);
  return Promise.all(
    pictures.map(async (picture, index) => {
      const cell = cells[index]!;
      const fitted =
        picture.width === cell.width && picture.height <= cell.height
          ? picture
          : await toRaw(fromRaw(picture).resize(cell.width, cell.height, { fit: 'inside' }));
      return {
        picture: fitted,
        x: cell.x + Math.floor((cell.width - fitted.width) / 2),
        y: cell.y + Math.floor((cell.height - fitted.height) / 2),
        cell,
      };
    }),
  );
}
