import type { SeckillSlot } from '@mall/api-client';
import { Countdown } from '../common/countdown';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { home } from '../../i18n/zh-CN/home';

// this module's texts come with its chunk
catalogTexts.add({ home });

/** The countdown of a slot window by the server's clock: to its end while running, to its start before. */
export function SlotClock({
  slot,
  serverTime,
  tone,
  onEnd,
}: {
  slot: SeckillSlot;
  serverTime: number;
  tone?: 'dark' | 'light';
  onEnd?: () => void;
}) {
  const { t } = useCatalogTexts();
  if (slot.state === 0) return <span data-testid="countdown">{t('home.seckill.slotEnded')}</span>;
  const running = slot.state === 1;
  return (
    <Countdown
      key={`${slot.start}-${slot.state}`}
      until={running ? slot.stop : slot.start}
      serverTime={serverTime}
      label={running ? t('home.seckill.toEnd') : t('home.seckill.toStart')}
      tone={tone}
      onEnd={onEnd}
    />
  );
}
