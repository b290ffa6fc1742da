import type { MallState, ReleaseDoc } from '@mall/shared-state';

export interface DocumentParts {
  lang: string;
  title: string;
  keywords: string;
  description: string;
  canonical: string;
  styles: string;
  header: string;
  main: string;
  footer: string;
  /** the notice that a developer's build is in use (dev-override-badge.ts), or '' */
  devBadge?: string;
  boot: {
    state: MallState;
    releases: ReleaseDoc;
    chrome: unknown;
    data: Record<string, unknown>;
    errorPage?: unknown;
    devOverride?: { app: string; url: string };
  };
}

export const GLOBAL_CSS = `*{box-sizing:border-box}body{margin:0;background:#f9f9f9;color:#282828;font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;font-size:14px}a{color:inherit;text-decoration:none}img{max-width:100%}`;

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * JSON safe inside a <script>: no closing tags, no line separators. The page's data goes in a JSON
 * block, not an inline script: the pages run no inline script at all (Content-Security-Policy).
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export function renderDocument(p: DocumentParts): string {
  return `<!doctype html>
<html lang="${p.lang}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(p.title)}</title>
<meta name="keywords" content="${escapeHtml(p.keywords)}">
<meta name="description" content="${escapeHtml(p.description)}">
<link rel="canonical" href="${escapeHtml(p.canonical)}">
<style>${GLOBAL_CSS}</style>
${p.styles}
</head>
<body>
<div id="mall-header">${p.header}</div>
<main id="mall-main">${p.main}</main>
<div id="mall-footer">${p.footer}</div>
<div id="mall-overlay"></div>
${p.devBadge ?? ''}
<script type="application/json" id="mall-boot">${scriptJson(p.boot)}</script>
<script src="/assets/shell/mf-runtime-core.js" defer></script>
<script src="/assets/shell/shell.js" defer></script>
</body>
</html>`;
}
