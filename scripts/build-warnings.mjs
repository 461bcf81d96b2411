/** Lines Next.js and Turbopack print for a warning (colour codes removed first). */
const WARNING = /^\s*(⚠|Warning:|Turbopack build encountered \d+ warnings?)/;

/** The lines of build output that are warnings. */
export function warningLines(output) {
  return output.split('\n').filter((line) => WARNING.test(line.replace(/\x1b\[[0-9;]*m/g, '')));
}
