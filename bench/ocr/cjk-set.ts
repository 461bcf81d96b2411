import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { APP_ROOT } from '../../test-support/app-root';

/**
 * A small set of Chinese, Japanese and mixed captions rendered with Debian's WenQuanYi fonts
 * (fonts-wqy-zenhei, fonts-wqy-microhei), dark on plain light backgrounds or white with a dark
 * outline on photos (bench/image_crops/set/gcompris-animals), for tuning the reading of CJK rows.
 * Drawn again on every run, the same each time.
 */
export type CjkKind = 'chinese' | 'japanese' | 'mixed';

export interface CjkSample {
  name: string;
  kind: CjkKind;
  background: 'plain' | 'photo';
  /** The caption's lines top to bottom, joined by `\n`. */
  text: string;
  png: () => Promise<Buffer>;
}

const CAPTIONS: Record<CjkKind, string[][]> = {
  chinese: [
    ['今天天气很好'],
    ['我们一起去看海'],
    ['新年快乐', '万事如意'],
    ['这只青蛙会说话'],
    ['月亮代表我的心'],
    ['欢迎来到我们的社区'],
    ['早上好中国'],
    ['一起加油吧'],
    ['小猫在睡觉', '不要吵醒它'],
    ['价格已经翻倍了'],
    ['明天会更好'],
    ['人生苦短及时行乐'],
    ['买入之前请先研究'],
    ['这是我的第一枚币'],
  ],
  japanese: [
    ['おはようございます'],
    ['ありがとう'],
    ['今日はいい天気ですね'],
    ['カエルが好きです'],
    ['また明日ね'],
    ['ラーメンを食べに行こう'],
    ['よろしくお願いします'],
    ['猫がかわいい', 'すごく眠そう'],
    ['コーヒーをください'],
    ['みんなで頑張ろう'],
    ['東京タワーに行きました'],
    ['これはペンです'],
    ['新しいトークンが出た'],
    ['ちょっと待って'],
  ],
  mixed: [
    ['$PEPE 青蛙'],
    ['GM 早安'],
    ['WAGMI 一起发财'],
    ['$DOGE 狗狗币'],
    ['HODL 不要卖'],
    ['NFT 新系列'],
    ['GN おやすみ'],
    ['$BONK 今日も上がる'],
    ['100x 月球'],
    ['LFG 冲冲冲'],
    ['Bitcoin 比特币'],
    ['Web3 コミュニティ'],
  ],
};

const FONTS = ['WenQuanYi Zen Hei', 'WenQuanYi Micro Hei'];
const PHOTO_DIR = path.join(APP_ROOT, 'bench/image_crops/set/gcompris-animals');
const INKS = ['#111111', '#1d2b6b', '#6b1d1d'];
const PAPERS = ['#ffffff', '#f3efe4', '#e7f0f7'];

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Every caption once on a plain background and once on a photo, fonts and sizes taken in turn. */
export function cjkSamples(): CjkSample[] {
  const photos = readdirSync(PHOTO_DIR)
    .filter((file) => file.endsWith('.jpg'))
    .sort();
  const samples: CjkSample[] = [];
  let n = 0;
  for (const kind of Object.keys(CAPTIONS) as CjkKind[]) {
    CAPTIONS[kind].forEach((lines, index) => {
      for (const background of ['plain', 'photo'] as const) {
        const font = FONTS[n % FONTS.length]!;
        const size = [34, 44, 56][n % 3]!;
        const photo = photos[n % photos.length]!;
        const ink = INKS[n % INKS.length]!;
        const paper = PAPERS[n % PAPERS.length]!;
        n++;
        samples.push({
          name: `${kind}-${String(index).padStart(2, '0')}-${background}`,
          kind,
          background,
          text: lines.join('\n'),
          png: () => renderCaption(lines, { font, size, background, photo: path.join(PHOTO_DIR, photo), ink, paper }),
        });
      }
    });
  }
  return samples;
}

interface Look {
  font: string;
  size: number;
  background: 'plain' | 'photo';
  photo: string;
  ink: string;
  paper: string;
}

/** The caption centred on a 720 px wide picture: ink on paper, or white outlined in black on the photo. */
export async function renderCaption(lines: readonly string[], look: Look): Promise<Buffer> {
  const width = 720;
  const lineHeight = Math.round(look.size * 1.4);
  const height = Math.max(360, lineHeight * lines.length + 160);
  const top = Math.round((height - lineHeight * lines.length) / 2 + look.size);
  const paint =
    look.background === 'plain'
      ? `fill="${look.ink}"`
      : `fill="#ffffff" stroke="#000000" stroke-width="${Math.max(2, Math.round(look.size / 14))}" paint-order="stroke"`;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${width / 2}" y="${top + i * lineHeight}" text-anchor="middle" font-family="${look.font}" font-size="${look.size}" ${paint}>${escape(line)}</text>`,
    )
    .join('');
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${text}</svg>`,
  );
  const base =
    look.background === 'plain'
      ? sharp({ create: { width, height, channels: 3, background: look.paper } })
      : sharp(look.photo).resize(width, height, { fit: 'cover' });
  return base
    .composite([{ input: overlay }])
    .png()
    .toBuffer();
}
