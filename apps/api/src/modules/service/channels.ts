/** Hub channels of the service chat: every socket of a shopper, every staff socket of a merchant. */
export const userChannel = (uid: number) => `service:user:${uid}`;
export const merchantChannel = (merId: number) => `service:merchant:${merId}`;
