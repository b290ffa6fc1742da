/** A client message id: 128 random bits as hex (crypto.randomUUID needs a secure context). */
export function newMessageId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
