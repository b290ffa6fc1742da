import { css } from '@emotion/react';
import { useState } from 'react';
import { theme } from '@mall/ui';

const galleryCss = css`
  width: 420px;
  flex: none;
  .main {
    width: 420px;
    height: 420px;
    border: 1px solid ${theme.border};
    background: #fff;
  }
  .main img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    display: block;
  }
  ul {
    display: flex;
    gap: 8px;
    list-style: none;
    padding: 0;
    margin: 10px 0 0;
  }
  li {
    width: 64px;
    height: 64px;
    border: 2px solid transparent;
    cursor: pointer;
    background: #fff;
  }
  li.on {
    border-color: ${theme.gold};
  }
  li img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

/** Main image and thumbnails; the selected SKU's image takes the first slide's place. */
export function Gallery({ slides, skuImage, alt }: { slides: string[]; skuImage?: string; alt: string }) {
  const images = skuImage ? [skuImage, ...slides.slice(1)] : slides;
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div css={galleryCss} data-testid="gallery">
      <div className="main">
        <img src={current} alt={alt} data-testid="main-image" />
      </div>
      <ul>
        {images.map((src, i) => (
          <li
            key={`${i}-${src}`}
            className={i === index ? 'on' : ''}
            onMouseEnter={() => setIndex(i)}
            onClick={() => setIndex(i)}
          >
            <img src={src} alt={`${alt} ${i + 1}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
