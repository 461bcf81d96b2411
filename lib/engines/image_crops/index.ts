import 'server-only';

export type { Box, CroppedImage, CropTarget, FindText, GreyImage, ImageCropper } from './types';
export { createLocalImageCropper } from './cropper';
export { startLookThreads } from './look-threads';
