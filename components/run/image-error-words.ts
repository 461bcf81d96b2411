/** The image loader's 400 message: `images[1]: The image could not be loaded: <reason>. Send a public http(s)…`. */
const IMAGE_FAILURE =
  /^([\w.[\]]*images\[\d+\]): The image could not be loaded: (.+?)\. Send a public http\(s\) image URL/s;

/** The value at a request path such as `event.images[0]`. */
function valueAt(request: unknown, path: string): unknown {
  return path
    .split(/\.|\[(\d+)\]/)
    .filter((part) => part !== undefined && part !== '')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as never)[key] : undefined), request);
}

/**
 * An invalid_image error in words for the person who dropped the file: the file's name and why
 * it failed, without the API's advice about URLs and base64 (they never typed one). Undefined when
 * the error is not about a dropped image (an image URL keeps the server's own words).
 */
export function imageErrorForPeople(
  error: { code: string; message: string },
  request: unknown,
  nameOf: (src: string) => string | undefined,
): string | undefined {
  if (error.code !== 'invalid_image') return undefined;
  const match = IMAGE_FAILURE.exec(error.message);
  if (!match) return undefined;
  const [, field, reason] = match as unknown as [string, string, string];
  const src = valueAt(request, field);
  if (typeof src !== 'string' || !src.startsWith('data:')) return undefined;
  const place = Number(/\[(\d+)\]$/.exec(field)![1]) + 1;
  const name = nameOf(src);
  const file = name ? `${name} (image ${place})` : `Image ${place}`;
  return `${file} could not be used: ${reason}. Choose another picture, or a smaller one.`;
}
