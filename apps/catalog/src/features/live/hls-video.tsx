import { useEffect, useRef, useState } from 'react';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { live } from '../../i18n/zh-CN/live';

// this module's texts come with its chunk
catalogTexts.add({ live });

/**
 * The room's HLS stream in a <video>. Chromium has no native HLS, so hls.js (loaded only here, as
 * its own chunk) feeds it through Media Source Extensions; Safari plays the playlist natively.
 * Starts muted so the browser lets it autoplay; the controls unmute it.
 */
export function HlsVideo({ src, poster, loop }: { src: string; poster: string; loop: boolean }) {
  const { t } = useCatalogTexts();
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video || !src) return;
    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src;
      return;
    }
    let destroy = () => {};
    let cancelled = false;
    void import('hls.js/light').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) return setFailed(true);
      const hls = new Hls();
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) setFailed(true);
      });
      hls.loadSource(src);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [src]);

  return (
    <div className="video">
      <video ref={ref} poster={poster} controls autoPlay muted playsInline loop={loop} data-testid="live-video" />
      {failed && <div className="video-error">{t('live.videoFailed')}</div>}
    </div>
  );
}
