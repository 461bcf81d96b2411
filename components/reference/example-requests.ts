import { EXAMPLE_POSTS } from '../naming/examples';

/**
 * A small, valid request body per operationId for the reference page's curl examples. Keyed by
 * operationId so a new operation without one simply shows no example.
 */
export const EXAMPLE_REQUESTS: Record<string, unknown> = {
  editImage: {
    prompt: 'black and white, thick red border, caption "Hello"',
    images: ['https://example.com/photo.jpg'],
  },
  extractImageText: { images: ['https://example.com/receipt.png'] },
  aiName: { event: { id: '1', text: EXAMPLE_POSTS[0]!.text } },
};
