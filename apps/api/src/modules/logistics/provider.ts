/**
 * Logistics tracking behind an interface. The built-in provider keeps the events a sender
 * records (the merchant's shipping, notes, a buyer's return) and adds a simulated courier
 * timeline at fixed offsets after the first event; only the steps whose time has come (by the
 * database clock) are shown, so tests move time by moving the recorded event back.
 * A real provider (快递100, 快递鸟 …) implements the same two calls.
 */
import type { TrackEvent, TrackState } from '@mall/contracts';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { logisticsEvent } from '../../db/schema';
import type { Language } from '../../http/language/message-language';
import { courierByCode } from './couriers';

export interface Shipment {
  /** courier code, e.g. 'SF' */
  code: string;
  /** tracking number */
  no: string;
  /**
   * When this shipment began: events recorded under the same number before it belong to another
   * parcel (a courier number used again, a same-city courier's phone) and are never shown.
   */
  since?: Date;
}

/** Tracking events are the contract's (order, refund and merchant answers carry them). */
export type { TrackEvent, TrackState };

export interface LogisticsProvider {
  /** Whether anything was ever sent under this courier and number. */
  used(db: Db, shipment: Shipment): Promise<boolean>;
  /** `message_en`: the English of an event the mall writes; none for what a merchant writes (shown as written) */
  record(
    db: Db,
    shipment: Shipment,
    event: { state: 'shipped' | 'note'; message: string; message_en?: string },
  ): Promise<void>;
  /** newest first, in the shopper's language (a merchant's notes as written) */
  track(db: Db, shipment: Shipment, language?: Language): Promise<TrackEvent[]>;
}

const HOUR = 3_600_000;

/** The simulated courier's steps: hours after the first recorded event; `c`: the courier's name. */
const SIMULATED: {
  after: number;
  state: TrackState;
  message: (c: string) => string;
  message_en: (c: string) => string;
}[] = [
  { after: 2, state: 'collected', message: (c) => `【${c}】快件已揽收`, message_en: (c) => `[${c}] Parcel collected` },
  {
    after: 8,
    state: 'transit',
    message: () => '快件已到达【始发地集散中心】',
    message_en: () => 'Arrived at the origin sorting centre',
  },
  {
    after: 20,
    state: 'transit',
    message: () => '快件已从【始发地集散中心】发出，正在发往【目的地分拨中心】',
    message_en: () => 'Left the origin sorting centre for the destination hub',
  },
  {
    after: 44,
    state: 'transit',
    message: () => '快件已到达【目的地分拨中心】',
    message_en: () => 'Arrived at the destination hub',
  },
  {
    after: 56,
    state: 'delivering',
    message: (c) => `【${c}】快递员正在派送中，请保持电话畅通`,
    message_en: (c) => `[${c}] Out for delivery, please keep your phone at hand`,
  },
  {
    after: 62,
    state: 'signed',
    message: () => '快件已签收，签收人：本人。感谢使用，期待再次为您服务',
    message_en: () => 'Delivered and signed for by the recipient. Thank you for shopping with us',
  },
];

/** Same-city delivery by the merchant's own courier ('SELF'): picked up, then delivered. */
const SIMULATED_SELF: typeof SIMULATED = [
  {
    after: 1,
    state: 'delivering',
    message: () => '配送员已取货，正在为您配送',
    message_en: () => 'The courier has picked up your goods and is on the way',
  },
  {
    after: 3,
    state: 'signed',
    message: () => '商品已送达，感谢您的耐心等待',
    message_en: () => 'Delivered. Thank you for your patience',
  },
];

export const builtinLogistics: LogisticsProvider = {
  async used(db, shipment) {
    const [row] = await db
      .select({ id: logisticsEvent.id })
      .from(logisticsEvent)
      .where(and(eq(logisticsEvent.delivery_code, shipment.code), eq(logisticsEvent.delivery_id, shipment.no)))
      .limit(1);
    return Boolean(row);
  },

  async record(db, shipment, event) {
    await db.insert(logisticsEvent).values({
      delivery_code: shipment.code,
      delivery_id: shipment.no,
      state: event.state,
      message: event.message,
      message_en: event.message_en ?? '',
    });
  },

  async track(db, shipment, language = 'zh-CN') {
    const english = language === 'en';
    const rows = await db
      .select({ event: logisticsEvent, now: sql<number>`extract(epoch from now())::float8` })
      .from(logisticsEvent)
      .where(
        and(
          eq(logisticsEvent.delivery_code, shipment.code),
          eq(logisticsEvent.delivery_id, shipment.no),
          shipment.since ? gte(logisticsEvent.event_time, shipment.since) : undefined,
        ),
      )
      .orderBy(asc(logisticsEvent.event_time), asc(logisticsEvent.id));
    if (rows.length === 0) return [];
    const now = Number(rows[0].now) * 1000;
    const start = rows[0].event.event_time.getTime();
    const known = courierByCode(shipment.code);
    const courier = (english ? known?.name_en : known?.name) ?? shipment.code;
    const events: { at: number; message: string; state: TrackState }[] = rows.map(({ event }) => ({
      at: event.event_time.getTime(),
      message: (english && event.message_en) || event.message,
      state: event.state as TrackState,
    }));
    for (const step of shipment.code === 'SELF' ? SIMULATED_SELF : SIMULATED) {
      const at = start + step.after * HOUR;
      if (at <= now)
        events.push({ at, message: (english ? step.message_en : step.message)(courier), state: step.state });
    }
    return events
      .sort((a, b) => b.at - a.at)
      .map((e) => ({ time: new Date(e.at).toISOString(), message: e.message, state: e.state }));
  },
};

/** Hours after shipping until the simulated courier signs (the timeline's last step). */
export const SIMULATED_SIGNED_AFTER_HOURS = SIMULATED[SIMULATED.length - 1].after;
