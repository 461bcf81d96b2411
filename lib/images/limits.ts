/**
 * The largest image the service reads by default (after base64 decoding; IMAGE_MAX_BYTES overrides
 * it). The command line's generated request schemas carry it, so it refuses a larger file before sending.
 */
export const IMAGE_MAX_BYTES_DEFAULT = 10 * 1024 * 1024;
