import 'server-only';

export type { EditInput, ImageEditEngine } from './types';
export { createImageEditor, type EditedJpeg, type ImageEditor } from './editor';
export { localImageEditor } from './local';
export { createOpenAiEditor } from './openai';
export { createThreadedImageEditor } from './edit-threads';
