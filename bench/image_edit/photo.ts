import sharp from 'sharp';

/**
 * A stand-in photo for the image-edit eval, the contact sheet and the bench: sky, sun, hills and a
 * dog-ish figure, drawn from SVG so it is the same on every machine. 4:3, so a letterbox shows.
 */
export function samplePhoto(width = 2000, height = 1500): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3d7cc9"/><stop offset="1" stop-color="#a9d2f0"/></linearGradient></defs>
  <rect width="400" height="300" fill="url(#sky)"/>
  <circle cx="320" cy="70" r="34" fill="#f6d24a"/>
  <path d="M0 210 Q 100 150 200 200 T 400 190 V 300 H 0 Z" fill="#4f9a45"/>
  <path d="M0 250 Q 120 215 260 245 T 400 240 V 300 H 0 Z" fill="#3b7d35"/>
  <ellipse cx="170" cy="200" rx="62" ry="38" fill="#b07a3e"/>
  <circle cx="232" cy="160" r="30" fill="#b07a3e"/>
  <ellipse cx="250" cy="140" rx="10" ry="22" fill="#7a5229" transform="rotate(25 250 140)"/>
  <circle cx="240" cy="155" r="4" fill="#1d1d1d"/><circle cx="258" cy="170" r="5" fill="#1d1d1d"/>
  <rect x="125" y="225" width="14" height="40" fill="#9a6a35"/><rect x="195" y="225" width="14" height="40" fill="#9a6a35"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
