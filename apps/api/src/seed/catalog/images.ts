/**
 * Local SVG placeholder images. All URLs are `/uploads/seed/...` paths that map
 * to `<uploadDir>/seed/...`. The set of files depends only on the static
 * tables (categories, brands, merchants), never on the generated goods, so the
 * file count stays bounded (~600) whatever `goods` is.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CATEGORY_NODES, type CategoryNode } from './categories.js';
import { BRAND_DEFS } from './brands.js';
import { MERCHANT_DEFS } from './merchants.js';
import { drawShape } from './shapes.js';

export const VARIANTS = 3;
const BASE = '/uploads/seed';
const FONT = `'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif`;

// ---------------------------------------------------------------- URL helpers
const goodsUrls: string[][] = [];
/** Cached so 100k goods share one string per file. */
export function goodsImage(cateId: number, variant: number): string {
  const row = (goodsUrls[cateId] ??= []);
  return (row[variant] ??= `${BASE}/goods/c${cateId}-${variant}.svg`);
}
export const categoryImage = (node: CategoryNode) => (node.level === 3 ? goodsImage(node.id, 0) : `${BASE}/category/c${node.id}.svg`);
export const brandImage = (brandId: number) => `${BASE}/brand/b${brandId}.svg`;
export const merchantAvatar = (merId: number) => `${BASE}/merchant/avatar-${merId}.svg`;
export const merchantBanner = (merId: number) => `${BASE}/merchant/banner-${merId}.svg`;

// ---------------------------------------------------------------- colour helpers
function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}
function mix(hex: string, to: string, t: number): string {
  const a = rgb(hex);
  const b = rgb(to);
  return '#' + a.map((v, i) => Math.round(v + (b[i] - v) * t).toString(16).padStart(2, '0')).join('');
}
const darker = (hex: string, t = 0.45) => mix(hex, '#000000', t);
const lighter = (hex: string, t = 0.6) => mix(hex, '#ffffff', t);
function isLight(hex: string): boolean {
  const [r, g, b] = rgb(hex);
  return r * 0.299 + g * 0.587 + b * 0.114 > 200;
}
export function escapeXml(s: string): string {
  if (!/[&<>"']/.test(s)) return s;
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Background hue per level-1 category (index in tree order). */
const TOP_HUES = ['#4c6ef5', '#495057', '#228be6', '#e64980', '#f06595', '#fd7e14', '#a9773a', '#fab005', '#40c057', '#15aabf'];
function topHue(node: CategoryNode): string {
  const tops = CATEGORY_NODES.filter((n) => n.level === 1);
  const i = tops.findIndex((t) => t.id === node.top);
  return TOP_HUES[i % TOP_HUES.length];
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;
const text = (x: number, y: number, size: number, fill: string, s: string, weight = 'bold') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeXml(s)}</text>`;

// ---------------------------------------------------------------- renderers
/** 800x800 goods image: tinted background, product silhouette in the variant colour, family name. */
export function goodsSvg(node: CategoryNode, variant: number): string {
  const fam = node.family!;
  const look = fam.looks[variant % fam.looks.length];
  const hue = topHue(node);
  const c = look.hex;
  const d = isLight(c) ? '#5c6370' : darker(c);
  const l = isLight(c) ? '#ffffff' : lighter(c, 0.55);
  const id = `g${node.id}v${variant}`;
  return svg(800, 800,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighter(hue, 0.9)}"/><stop offset="1" stop-color="${lighter(hue, 0.72)}"/></linearGradient></defs>` +
    `<rect width="800" height="800" fill="url(#${id})"/>` +
    `<circle cx="400" cy="360" r="270" fill="#ffffff" opacity="0.55"/>` +
    `<g transform="translate(160 110) scale(2.4)">${drawShape(node.shape, c, d, l)}</g>` +
    text(400, 700, 64, darker(hue, 0.35), node.name) +
    text(400, 760, 30, darker(hue, 0.1), fam.primary ? look.label : 'e购精选', 'normal') +
    `<rect x="30" y="30" width="130" height="48" rx="24" fill="${hue}"/>` + text(95, 64, 26, '#ffffff', 'e购精选'),
  );
}

/** 240x240 icon for level-1/level-2 categories. */
export function categorySvg(node: CategoryNode): string {
  const hue = topHue(node);
  const c = node.level === 1 ? hue : lighter(hue, 0.25);
  return svg(240, 240,
    `<rect width="240" height="240" rx="36" fill="${lighter(hue, 0.88)}"/>` +
    `<g transform="translate(55 22) scale(0.65)">${drawShape(node.shape, c, darker(hue, 0.3), lighter(hue, 0.7))}</g>` +
    text(120, 214, node.name.length > 4 ? 26 : 30, darker(hue, 0.35), node.name),
  );
}

/** 400x200 brand logo: brand name on white. */
export function brandSvg(name: string, category: string, hex: string): string {
  const size = Math.min(72, Math.floor(320 / Math.max(2, [...name].length * (/^[ -~]+$/.test(name) ? 0.62 : 1))));
  return svg(400, 200,
    `<rect x="1" y="1" width="398" height="198" rx="12" fill="#ffffff" stroke="#e9ecef" stroke-width="2"/>` +
    text(200, 100 + size * 0.35, size, hex, name) + text(200, 178, 20, '#868e96', `品牌 · ${category}`, 'normal'),
  );
}

function initial(name: string): string {
  return /^[a-zA-Z]/.test(name) ? name.slice(0, 2) : name.slice(0, 1);
}

/** 200x200 merchant avatar: initial character in a circle. */
export function avatarSvg(name: string, hex: string): string {
  const s = initial(name);
  return svg(200, 200, `<circle cx="100" cy="100" r="98" fill="${hex}"/><circle cx="100" cy="100" r="84" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"/>` + text(100, s.length > 1 ? 126 : 134, s.length > 1 ? 72 : 96, '#ffffff', s));
}

/** 1200x300 merchant banner. */
export function bannerSvg(id: number, name: string, info: string, hex: string): string {
  const gid = `b${id}`;
  return svg(1200, 300,
    `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${hex}"/><stop offset="1" stop-color="${darker(hex, 0.35)}"/></linearGradient></defs>` +
    `<rect width="1200" height="300" fill="url(#${gid})"/>` +
    `<circle cx="1080" cy="40" r="160" fill="#ffffff" opacity="0.08"/><circle cx="980" cy="280" r="110" fill="#ffffff" opacity="0.06"/><circle cx="120" cy="300" r="90" fill="#ffffff" opacity="0.05"/>` +
    text(600, 150, 72, '#ffffff', name) + text(600, 220, 32, lighter(hex, 0.8), info, 'normal'),
  );
}

// ---------------------------------------------------------------- file set
/** Every image the catalog can reference: [url path, svg]. */
export function* allImages(): Generator<[string, string]> {
  for (const node of CATEGORY_NODES) {
    if (node.level === 3) for (let v = 0; v < VARIANTS; v++) yield [goodsImage(node.id, v), goodsSvg(node, v)];
    else yield [categoryImage(node), categorySvg(node)];
  }
  const tops = new Map(CATEGORY_NODES.filter((n) => n.level === 1).map((n) => [n.name, n]));
  for (let i = 0; i < BRAND_DEFS.length; i++) {
    const [name, top] = BRAND_DEFS[i];
    yield [brandImage(i + 1), brandSvg(name, top, darker(topHue(tops.get(top)!), 0.15))];
  }
  for (let i = 0; i < MERCHANT_DEFS.length; i++) {
    const m = MERCHANT_DEFS[i];
    yield [merchantAvatar(i + 1), avatarSvg(m.name, m.hex)];
    yield [merchantBanner(i + 1), bannerSvg(i + 1, m.name, m.info, m.hex)];
  }
}

/** URL path `/uploads/seed/x/y.svg` → filesystem path under uploadDir. */
export function urlToFile(uploadDir: string, url: string): string {
  if (!url.startsWith('/uploads/')) throw new Error(`not an upload url: ${url}`);
  return join(uploadDir, ...url.slice('/uploads/'.length).split('/'));
}

export async function writeCatalogImages(uploadDir: string): Promise<void> {
  const dirs = new Set<string>();
  const files: [string, string][] = [];
  for (const [url, body] of allImages()) {
    const file = urlToFile(uploadDir, url);
    dirs.add(dirname(file));
    files.push([file, body]);
  }
  for (const d of dirs) await mkdir(d, { recursive: true });
  const BATCH = 64;
  for (let i = 0; i < files.length; i += BATCH) {
    await Promise.all(files.slice(i, i + BATCH).map(([f, body]) => writeFile(f, body, 'utf8')));
  }
}
