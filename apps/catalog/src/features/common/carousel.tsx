import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import type { Banner } from '@mall/api-client';
import { useCatalogTexts } from '../../i18n/catalog-texts';

const carouselCss = css`
  position: relative;
  width: 730px;
  height: 420px;
  flex: none;
  overflow: hidden;
  background: #eee;
  .slide {
    position: absolute;
    inset: 0;
    opacity: 0;
    transition: opacity 0.6s;
  }
  .slide.on {
    opacity: 1;
    z-index: 1;
  }
  .slide img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  .dots {
    position: absolute;
    bottom: 9px;
    left: 0;
    right: 0;
    display: flex;
    justify-content: center;
    z-index: 2;
  }
  /* a 24px target around each dot (WCAG target size); the dot is drawn inside it */
  .dots button {
    height: 24px;
    border: none;
    padding: 7px;
    background: none;
    cursor: pointer;
  }
  .dots button::before {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    border-radius: 5px;
    background: rgba(255, 255, 255, 0.55);
    transition: width 0.3s;
  }
  .dots button.on::before {
    width: 24px;
    background: #fff;
  }
`;

/** Slides that change every 4 s (paused while the mouse is over them), with dots. */
export function Carousel({ slides, height = 420, width = 730 }: { slides: Banner[]; height?: number; width?: number }) {
  const { t } = useCatalogTexts();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || slides.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), 4000);
    return () => clearInterval(timer);
  }, [paused, slides.length]);
  if (slides.length === 0) return null;
  return (
    <div
      css={carouselCss}
      style={{ height, width }}
      data-testid="carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {slides.map((s, i) => (
        <a
          key={s.image + i}
          className={`slide${i === index ? ' on' : ''}`}
          href={s.url || undefined}
          aria-hidden={i !== index}
          tabIndex={i === index ? 0 : -1}
        >
          <img src={s.image} alt={s.title ?? ''} loading={i === 0 ? 'eager' : 'lazy'} />
        </a>
      ))}
      {slides.length > 1 && (
        <div className="dots">
          {slides.map((s, i) => (
            <button
              key={s.image + i}
              type="button"
              className={i === index ? 'on' : ''}
              aria-label={t('common.slide', { n: i + 1 })}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
