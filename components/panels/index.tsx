import type { ComponentType } from 'react';
import { CONTRACTS, OPERATION_NAMES, type OperationName } from '@/lib/operations/contracts';
import { ImageEditPanel } from './image_edit/image-edit-panel';
import { NamingPanel } from './ai_name/naming-panel';
import { CropsPanel } from './image_crops/crops-panel';
import { OcrPanel } from './ocr/ocr-panel';

/**
 * The console's panel for each operation: the console's half of the registry. Each panel lives in
 * its operation's folder of components/; its path and title come from the operation's contract.
 */
const PANELS: { [N in OperationName]: ComponentType } = {
  image_edit: ImageEditPanel,
  ocr: OcrPanel,
  ai_name: NamingPanel,
  image_crops: CropsPanel,
};

export interface ConsolePanel {
  title: string;
  Panel: ComponentType;
}

/** The panel shown at a path of the console, if any. */
export function panelAt(href: string): ConsolePanel | undefined {
  const name = OPERATION_NAMES.find((operation) => CONTRACTS[operation].console.href === href);
  return name && { title: CONTRACTS[name].title, Panel: PANELS[name] };
}

/** The console's panel paths below the root, for static generation. */
export function panelSegments(): string[] {
  return OPERATION_NAMES.map((name) => CONTRACTS[name].console.href.slice(1)).filter((segment) => segment !== '');
}
