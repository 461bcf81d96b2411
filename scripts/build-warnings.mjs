/** Lines Next.js and Turbopack print for a warning (colour codes removed first). */
const WARNING = /^\s*(⚠|Warning:|Turbopack build encountered \d+ warnings?)/;

/**
 * Advice Next.js prints under CI=true on a first build ("No build cache found. Please configure build
 * caching…"): it is about the CI machine's cache, not about the build, and every fresh clone shows it.
 */
const NOT_ABOUT_THE_BUILD = /No build cache found/;

/** The lines of build output that are warnings about the build. */
export function warningLines(output) {
  return output.split('\n').filter((line) => {
    const text = line.replace(/\x1b\[[0-9;]*m/g, '');
    return WARNING.test(text) && !NOT_ABOUT_THE_BUILD.test(text);
  });
}
