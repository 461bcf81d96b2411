/**
 * The file names of images dropped in this page, by the data URL they were sent as: the server
 * only sees `images[1]`, but a person dropped `holiday.jpg` and the error should say so. A few
 * dozen at most are kept (the newest), since data URLs are large.
 */
const KEPT = 24;
const names = new Map<string, string>();

export function rememberImageName(src: string, name: string): void {
  names.delete(src);
  names.set(src, name);
  if (names.size > KEPT) names.delete(names.keys().next().value!);
}

export function imageNameOf(src: string): string | undefined {
  return names.get(src);
}
