/** The ws:// or wss:// URL of an API socket path on this page's origin (the shell proxies /api). */
export function socketUrl(path: string, origin: string = location.origin): string {
  return origin.replace(/^http/, 'ws') + path;
}
