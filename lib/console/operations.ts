import 'server-only';
import { aiName } from '../operations/ai_name';
import { imageEdit } from '../operations/image_edit';
import { ocr } from '../operations/ocr';
import type { Operation, OperationName } from '../operations/types';

/** The operations the console can run: the very objects the /private routes serve. */
export const CONSOLE_OPERATIONS: Record<OperationName, Operation> = {
  ai_name: aiName as Operation,
  image_edit: imageEdit as Operation,
  ocr: ocr as Operation,
};

export function consoleOperation(name: string): Operation | undefined {
  return Object.hasOwn(CONSOLE_OPERATIONS, name) ? CONSOLE_OPERATIONS[name as OperationName] : undefined;
}
