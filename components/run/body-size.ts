import { formatBytes } from '../format';

/** The body limit, checked before upload: a request over it would be refused after a long upload. */
export function bodySizeProblem(body: unknown, limit: number): string | undefined {
  const size = new Blob([JSON.stringify(body)]).size;
  if (size <= limit) return undefined;
  return `This request would be ${formatBytes(size)}, over the server's ${formatBytes(limit)} body limit (images travel as base64, a third larger than the files). Remove or shrink an image.`;
}
