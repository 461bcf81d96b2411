/** One input image of a panel: a file read into a data URL, or a URL the server fetches. */
export interface ImageItem {
  id: string;
  name: string;
  /** A data:image/...;base64 URL, or an http(s) URL. */
  src: string;
  /** Bytes of a dropped file; unknown for URLs. */
  bytes?: number;
  source: 'file' | 'url';
}

let counter = 0;
export function newItemId(): string {
  counter += 1;
  return `img-${Date.now().toString(36)}-${counter}`;
}

export function itemFromSrc(src: string, index: number): ImageItem {
  const isData = src.startsWith('data:');
  return { id: newItemId(), name: isData ? `image ${index + 1}` : src, src, source: isData ? 'file' : 'url' };
}

export function readFileAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`cannot read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}
