/**
 * Screenshots of a social post, rendered in Chromium: a card with an avatar, a name and handle, the
 * post's text lines, a marked photograph, and an action bar, on a grey page. The subject is the
 * post's content block (its text lines and photo together); `text` has one box per rendered line of
 * the post's text (from the browser's layout, exact); faces are the photo's, moved with it.
 */
import { chromium, type Browser } from 'playwright-core';
import type { Box } from '../crop-marks-io';
import { markedPhoto, photoLabel, placeBoxes, type ComposedImage } from './scenes';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface PostScene {
  photo: [string, string];
  name: string;
  handle: string;
  text: string;
  /** Page width in pixels; the card is 24 px narrower on each side. */
  width: number;
  /** The photo's displayed width as a fraction of the card's inner width. */
  photoWidth: number;
  accent: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function page(scene: PostScene, photoUrl: string): string {
  return `<!doctype html><html><head><style>
body { margin: 0; background: #e9edf0; font-family: 'DejaVu Sans', sans-serif; }
.card { margin: 18px 24px; background: #fff; border-radius: 14px; padding: 14px 16px; }
.head { display: flex; align-items: center; gap: 10px; }
.avatar { width: 40px; height: 40px; border-radius: 50%; background: ${scene.accent}; color: #fff; font-weight: bold;
  display: flex; align-items: center; justify-content: center; font-size: 18px; }
.name { font-weight: bold; font-size: 15px; } .handle { color: #667; font-size: 13px; }
#text { font-size: 16px; line-height: 22px; margin: 10px 0; color: #111; }
#photo { display: block; width: ${Math.round(scene.photoWidth * 100)}%; border-radius: 10px; }
.bar { display: flex; gap: 36px; color: #667; font-size: 13px; margin-top: 10px; }
</style></head><body><div class="card">
<div class="head"><div class="avatar">${escape(scene.name.slice(0, 1))}</div>
<div><div class="name">${escape(scene.name)}</div><div class="handle">${escape(scene.handle)} · 2h</div></div></div>
<div id="text">${escape(scene.text)}</div>
<img id="photo" src="${photoUrl}">
<div class="bar"><span>Reply 12</span><span>Repost 48</span><span>Like 301</span><span>Share</span></div>
</div></body></html>`;
}

interface Layout {
  height: number;
  lines: Box[];
  photo: Box;
}

/** Measures each line of the post's text and the photo, in page pixels. */
const MEASURE = `(() => {
  const text = document.getElementById('text');
  const range = document.createRange();
  range.selectNodeContents(text);
  const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
  const rows = new Map();
  for (const r of rects) {
    const key = Math.round(r.top);
    const row = rows.get(key) ?? { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    row.left = Math.min(row.left, r.left); row.right = Math.max(row.right, r.right);
    row.top = Math.min(row.top, r.top); row.bottom = Math.max(row.bottom, r.bottom);
    rows.set(key, row);
  }
  const photo = document.getElementById('photo').getBoundingClientRect();
  return {
    height: Math.ceil(document.querySelector('.card').getBoundingClientRect().bottom + 18),
    lines: [...rows.values()].map((r) => ({ x: Math.floor(r.left), y: Math.floor(r.top), width: Math.ceil(r.right - r.left), height: Math.ceil(r.bottom - r.top) })),
    photo: { x: photo.left, y: photo.top, width: photo.width, height: photo.height },
  };
})()`;

const union = (boxes: Box[]): Box => {
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
};

export async function composePost(browser: Browser, scene: PostScene): Promise<ComposedImage> {
  const photo = await markedPhoto(...scene.photo);
  const tab = await browser.newPage({ viewport: { width: scene.width, height: 640 }, deviceScaleFactor: 1 });
  try {
    await tab.setContent(page(scene, `data:image/jpeg;base64,${photo.bytes.toString('base64')}`));
    await tab.waitForFunction(`document.getElementById('photo').complete`);
    const layout = (await tab.evaluate(MEASURE)) as Layout;
    if (layout.height > 640) throw new Error(`${scene.photo.join('/')}: the post is ${layout.height} px high`);
    const image = await tab.screenshot({
      clip: { x: 0, y: 0, width: scene.width, height: layout.height },
      type: 'png',
    });
    const scale = layout.photo.width / photo.width;
    const photoBox = {
      x: Math.round(layout.photo.x),
      y: Math.round(layout.photo.y),
      width: Math.round(layout.photo.width),
      height: Math.round(layout.photo.height),
    };
    const { faces, text } = placeBoxes(photo, layout.photo.x, layout.photo.y, scale);
    return {
      image,
      entry: {
        package: `${photo.entry.package} + chromium (rendered here)`,
        path: photo.entry.path,
        licence: `${photo.entry.licence} (photo); post card drawn here`,
        credit: photo.entry.credit,
        real: false,
        category: 'screenshot',
        subject: union([...layout.lines, photoBox]),
        faces,
        text: [...layout.lines, ...text],
        composedFrom: [
          `${photoLabel(photo)} (shown ${photoBox.width}x${photoBox.height} at ${photoBox.x},${photoBox.y})`,
          `post card rendered in Chromium: ${scene.name} ${scene.handle}: ${scene.text}`,
        ],
      },
    };
  } finally {
    await tab.close();
  }
}

export async function withBrowser<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}
