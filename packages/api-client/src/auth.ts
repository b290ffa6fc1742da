/**
 * What the logins answer (password, SMS code, both QR checks) and a QR check while it waits: the
 * shapes are @mall/contracts' (auth). The merchant staff's login: ./after-sales.ts (merchantApi).
 */
export type { LoginAnswer, QrLoginAppCode, QrLoginPcCode, QrLoginWaiting } from '@mall/contracts';
