import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const FONT = `font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif"`;

/** Writes `files` (URL path under /uploads/ → SVG text) into the upload folder. */
export async function writeSvgFiles(uploadDir: string, files: Record<string, string>): Promise<void> {
  for (const [urlPath, svg] of Object.entries(files)) {
    const file = path.join(uploadDir, urlPath.replace(/^\/uploads\//, ''));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, svg);
  }
}

export function bannerSvg(o: { width: number; height: number; from: string; to: string; title: string; subtitle?: string; titleSize?: number }) {
  const { width: w, height: h } = o;
  const size = o.titleSize ?? Math.round(h * (o.subtitle ? 0.28 : 0.45));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${o.from}"/><stop offset="1" stop-color="${o.to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.6}" fill="#fff" opacity="0.08"/>
<circle cx="${w * 0.1}" cy="${h}" r="${h * 0.5}" fill="#fff" opacity="0.06"/>
<text x="${w / 2}" y="${o.subtitle ? h * 0.45 : h * 0.5}" ${FONT} font-size="${size}" font-weight="bold" fill="#fff" text-anchor="middle" dominant-baseline="middle">${escapeXml(o.title)}</text>
${o.subtitle ? `<text x="${w / 2}" y="${h * 0.7}" ${FONT} font-size="${Math.round(size * 0.5)}" fill="#fff" opacity="0.9" text-anchor="middle" dominant-baseline="middle">${escapeXml(o.subtitle)}</text>` : ''}
</svg>
`;
}

export function logoSvg(name: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">
<rect x="8" y="12" width="56" height="56" rx="14" fill="#e33128"/>
<text x="36" y="42" ${FONT} font-size="34" font-weight="bold" fill="#fff" text-anchor="middle" dominant-baseline="middle">e</text>
<text x="76" y="42" ${FONT} font-size="32" font-weight="bold" fill="#333" dominant-baseline="middle">${escapeXml(name)}</text>
</svg>
`;
}

export function badgeSvg(label: string, color: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">
<circle cx="20" cy="20" r="18" fill="${color}"/>
<text x="20" y="21" ${FONT} font-size="16" font-weight="bold" fill="#fff" text-anchor="middle" dominant-baseline="middle">${escapeXml(label)}</text>
</svg>
`;
}

/** A QR-code look-alike (finder squares + modules from a hash of `text`); not scannable. */
export function qrSvg(text: string) {
  const n = 25;
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  const bit = (x: number, y: number) => {
    let v = Math.imul(h ^ (x * 73856093) ^ (y * 19349663), 2654435761);
    v ^= v >>> 15;
    return (v & 1) === 1;
  };
  const inFinder = (x: number, y: number) => (x < 8 && y < 8) || (x >= n - 8 && y < 8) || (x < 8 && y >= n - 8);
  const cells: string[] = [];
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (!inFinder(x, y) && bit(x, y)) cells.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  const finder = (x: number, y: number) =>
    `<path d="M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5z" fill-rule="evenodd"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="-2 -2 ${n + 4} ${n + 4}" shape-rendering="crispEdges">
<rect x="-2" y="-2" width="${n + 4}" height="${n + 4}" fill="#fff"/>
<g fill="#111">${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}<path d="${cells.join('')}"/></g>
</svg>
`;
}
