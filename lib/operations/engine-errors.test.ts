import { describe, expect, it } from 'vitest';
import { engineFailed, engineShuttingDown, engineUnavailable } from '../engines/errors';
import { ApiError, isApiError } from '../errors';
import { invalidImage } from '../images/invalid';
import { toApiError } from './engine-errors';
import { IMAGE_EDIT_ERRORS } from './image_edit/contract';

const kinds = { failed: IMAGE_EDIT_ERRORS.image_edit_failed, unavailable: IMAGE_EDIT_ERRORS.image_edit_unavailable };
const mapped = (error: unknown) => {
  const result = toApiError(error, kinds);
  if (!isApiError(result)) throw new Error('expected an ApiError');
  return result;
};

describe('toApiError', () => {
  it('turns a bad image into 400 invalid_image naming its field', () => {
    const error = mapped(invalidImage('the image has no size').at('images[2]'));
    expect(error).toMatchObject({ code: 'invalid_image', status: 400 });
    expect(error.message).toMatch(/^images\[2\]: The image could not be loaded: the image has no size\./);
  });

  it('gives the operation’s own conditions to failed and unavailable engines', () => {
    expect(mapped(engineFailed('The model refused.'))).toMatchObject({
      code: 'image_edit_failed',
      status: 502,
      message: 'The model refused.',
    });
    expect(mapped(engineUnavailable('down', 7))).toMatchObject({
      code: 'image_edit_unavailable',
      status: 503,
      retryAfter: 7,
    });
  });

  it('treats an engine shutting down as the server draining', () => {
    expect(mapped(engineShuttingDown())).toMatchObject({ kind: 'draining', status: 503, retryAfter: 1 });
  });

  it('passes API errors and unknown errors through unchanged', () => {
    const api = new ApiError('rate_limit');
    expect(toApiError(api, kinds)).toBe(api);
    const unknown = new Error('boom');
    expect(toApiError(unknown, kinds)).toBe(unknown);
  });
});
