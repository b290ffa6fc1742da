/**
 * The tracking events the mall writes itself, in Chinese and in English (issue 24: shoppers who
 * chose English read the English). Events a merchant writes (notes) have no English: they are
 * shown as written. Migration 0036 gave the events recorded before these the same English.
 */
import type { Courier } from './couriers';

export interface EventText {
  message: string;
  message_en: string;
}

/** The merchant shipped with a courier. */
export const shippedText = (courier: Courier, no: string): EventText => ({
  message: `商家已发货，${courier.name}运单号：${no}`,
  message_en: `Shipped by the seller with ${courier.name_en}, tracking number ${no}`,
});

/** The merchant's own courier delivers in the same city (the courier's name as the merchant wrote it). */
export const sameCityText = (courierName: string, phone: string): EventText => ({
  message: `商家已安排同城配送，配送员：${courierName}，电话：${phone}`,
  message_en: `The seller arranged local delivery. Courier: ${courierName}, phone ${phone}`,
});

/** The buyer sent the goods of a return back. */
export const returnSentText: EventText = {
  message: '买家已寄出退货商品，等待快递揽收',
  message_en: 'The buyer sent the goods back, waiting for the courier to collect them',
};
