import type { DevOverride } from './dev-override';
import { escapeHtml } from './document';

/** The developer's notice that one app of the page is their own build, with the way back. */
export function devOverrideBadge(dev: DevOverride): string {
  return (
    '<div id="mall-dev-override" role="status" style="position:fixed;right:12px;bottom:12px;z-index:10000;' +
    'padding:6px 12px;background:#282828;color:#fff;font-size:12px;border-radius:4px;opacity:.9">' +
    `开发版本: ${escapeHtml(dev.app)} ← ${escapeHtml(dev.url)}` +
    '<a href="/__dev/override/clear" style="margin-left:12px;color:#ecaf17;text-decoration:underline">清除</a></div>'
  );
}
