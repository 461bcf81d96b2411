/**
 * The manifests of the image-crops evaluation set: one `bench/image_crops/set/<set>.json` per source set, its
 * images in `bench/image_crops/set/<set>/`, its sources and licences in a `bench/image_crops/set/LICENSES*.md`. Each
 * manifest is read and validated here (a clear error naming the file and the entry), and each image
 * is put once and for all in the tune or the check half by a hash of its name.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const CROPS_DIR = path.join(__dirname, 'set');

/** What the image is of, as posts carry it. */
export const CATEGORIES = ['person', 'pet', 'mascot', 'product', 'meme', 'chart', 'screenshot', 'scene'] as const;
export type Category = (typeof CATEGORIES)[number];

const boxSchema = z.strictObject({
  x: z.number().int().nonnegative(),
  y: z.number().int().nonnegative(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const pointSchema = z.strictObject({ x: z.number().int().nonnegative(), y: z.number().int().nonnegative() });

/** A part a composed image was made of: a file (of this repository or a package) and the region used. */
const partSchema = z.union([
  z.string().min(1),
  z.looseObject({ file: z.string().min(1), region: boxSchema.optional() }),
]);

const entrySchema = z
  .strictObject({
    file: z.string().regex(/^[\w.-]+\.(jpg|png)$/, 'a file name in the set folder, .jpg or .png'),
    package: z.string().min(1),
    path: z.string().min(1),
    licence: z.string().min(1),
    credit: z.string().min(1),
    /** false for a scene composed here; an image used as it was made is real (the default). */
    real: z.boolean().default(true),
    category: z.enum(CATEGORIES),
    composedFrom: z.array(partSchema).min(1).optional(),
    /** What a person would keep: the head(s) with hair, the animal, the object, the plot, the post. */
    subject: boxSchema,
    /** Human faces, forehead to chin. */
    faces: z.array(boxSchema).default([]),
    /** Each text line that is part of the image's content. */
    text: z.array(boxSchema).default([]),
    /**
     * An animal's face (the main animal's, brow to chin or muzzle, without the ears): where a person
     * would centre a round logo of it. Marked on animal photos whose face shows an eye.
     */
    face: boxSchema.optional(),
    /** The centre of each eye of that face that can be seen (one in profile), inside the face box. */
    eyes: z.array(pointSchema).min(1).optional(),
  })
  .refine((entry) => (entry.face === undefined) === (entry.eyes === undefined), {
    message: 'an animal face (face) and its eyes (eyes) are marked together',
    path: ['eyes'],
  })
  .refine((entry) => (entry.eyes ?? []).every((eye) => entry.face && inBox(eye, entry.face)), {
    message: 'every eye lies inside its face box',
    path: ['eyes'],
  })
  .refine((entry) => entry.real === (entry.composedFrom === undefined), {
    message: 'a composed entry (real: false) names what it was composed from (composedFrom), a real one does not',
    path: ['composedFrom'],
  });

export type ManifestEntry = z.infer<typeof entrySchema>;

function inBox(point: { x: number; y: number }, box: z.infer<typeof boxSchema>): boolean {
  return point.x >= box.x && point.y >= box.y && point.x <= box.x + box.width && point.y <= box.y + box.height;
}

export interface Manifest {
  /** The manifest's name without `.json`: its images are in `bench/image_crops/set/<set>/`. */
  set: string;
  entries: ManifestEntry[];
}

export type Half = 'tune' | 'check';

/**
 * The half an image is in, from its key (`<set>/<file>`; a scene composed in code: `composed/<name>`):
 * the first byte of the key's SHA-256 even → tune, odd → check. Fixed forever: adding images never
 * moves another one, and nothing chosen on tune has seen check.
 */
export function halfOf(key: string): Half {
  return createHash('sha256').update(key).digest()[0]! % 2 === 0 ? 'tune' : 'check';
}

export const SPLIT_RULE = 'sha256("<set>/<file>")[0] even → tune, odd → check';

/** Validates one manifest's JSON; throws naming the manifest and the entry at fault. */
export function parseManifest(set: string, json: unknown): Manifest {
  const where = `bench/image_crops/set/${set}.json`;
  if (!Array.isArray(json)) throw new Error(`${where}: not an array of entries`);
  const seen = new Set<string>();
  const entries = json.map((raw: unknown, index) => {
    const file = (raw as { file?: unknown } | null)?.file;
    const label = `${where}, entry ${index}${typeof file === 'string' ? ` (${file})` : ''}`;
    const parsed = entrySchema.safeParse(raw);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'entry'}: ${issue.message}`);
      throw new Error(`${label}: ${issues.join('; ')}`);
    }
    if (seen.has(parsed.data.file)) throw new Error(`${label}: the file is listed twice`);
    seen.add(parsed.data.file);
    return parsed.data;
  });
  return { set, entries };
}

/** Every manifest in the folder (`*.json`), in name order, each validated, each image file present. */
export function readManifests(dir: string = CROPS_DIR): Manifest[] {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  return names.map((name) => {
    const set = name.slice(0, -'.json'.length);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
    } catch (error) {
      throw new Error(`bench/image_crops/set/${name}: not JSON (${(error as Error).message})`);
    }
    const manifest = parseManifest(set, json);
    manifest.entries.forEach((entry, index) => {
      if (!existsSync(path.join(dir, set, entry.file)))
        throw new Error(
          `bench/image_crops/set/${name}, entry ${index} (${entry.file}): no such file in bench/image_crops/set/${set}/`,
        );
    });
    return manifest;
  });
}
