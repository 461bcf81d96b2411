/** @type {import('next').NextConfig} */
const nextConfig = {
  // Bundled, tesseract.js loses its worker script path; keep these as plain node_modules.
  serverExternalPackages: ['tesseract.js', '@tesseract.js-data/eng', 'ioredis', 'rate-limiter-flexible', 'opossum'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
