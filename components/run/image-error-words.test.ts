import { describe, expect, it } from 'vitest';
import { imageErrorForPeople } from './image-error-words';

const ADVICE = 'Send a public http(s) image URL or a base64 image data URL (data:image/...;base64,...).';
const failure = (field: string, reason: string) => ({
  code: 'invalid_image',
  message: `${field}: The image could not be loaded: ${reason}. ${ADVICE}`,
});
const names = new Map([['data:image/png;base64,BBBB', 'holiday.jpg']]);
const nameOf = (src: string) => names.get(src);

describe('imageErrorForPeople', () => {
  it('speaks of the dropped file by name and place, without the API advice', () => {
    const request = { prompt: 'x', images: ['https://example.com/a.png', 'data:image/png;base64,BBBB'] };
    const words = imageErrorForPeople(
      failure('images[1]', 'the image has more than 40,000,000 pixels'),
      request,
      nameOf,
    );
    expect(words).toBe(
      'holiday.jpg (image 2) could not be used: the image has more than 40,000,000 pixels. Choose another picture, or a smaller one.',
    );
    expect(words).not.toMatch(/URL|base64|http/);
  });

  it('finds nested fields (the naming event) and says "Image n" when the name is not known', () => {
    const request = { event: { text: 'hi', images: ['data:image/jpeg;base64,CCCC'] } };
    expect(
      imageErrorForPeople(failure('event.images[0]', 'the JPEG data is damaged or incomplete'), request, nameOf),
    ).toBe(
      'Image 1 could not be used: the JPEG data is damaged or incomplete. Choose another picture, or a smaller one.',
    );
  });

  it('leaves the server words for image URLs, other codes and other messages', () => {
    const request = { images: ['http://127.0.0.1:9/missing.png'] };
    expect(
      imageErrorForPeople(failure('images[0]', 'the URL does not point to a public address'), request, nameOf),
    ).toBeUndefined();
    expect(imageErrorForPeople({ code: 'invalid_message', message: 'images[0]: x' }, request, nameOf)).toBeUndefined();
    expect(imageErrorForPeople({ code: 'invalid_image', message: 'something else' }, request, nameOf)).toBeUndefined();
  });
});
