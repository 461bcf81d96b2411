/**
 * Spellings of this machine's loopback address that an image loader must refuse by default;
 * PORT stands for the test image host's port. Shared by the loader's unit tests and the API tests.
 */
export const LOOPBACK_URL_FORMS = [
  'http://127.0.0.1:PORT/ok.png',
  'http://localhost:PORT/ok.png',
  'http://0.0.0.0:PORT/ok.png',
  'http://[::]:PORT/ok.png',
  'http://[::1]:PORT/ok.png',
  'http://[::ffff:127.0.0.1]:PORT/ok.png',
  'http://[::ffff:7f00:1]:PORT/ok.png',
  'http://2130706433:PORT/ok.png',
  'http://0x7f000001:PORT/ok.png',
  'http://0177.0.0.1:PORT/ok.png',
];
