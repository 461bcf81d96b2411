/** The bench's bare Next.js app (see app/route.js). */
const config = { reactStrictMode: true };
export default config;
