import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { theme } from '@mall/ui';
import { useCatalogTexts } from '../../i18n/catalog-texts';

const buttonCss = css`
  position: fixed;
  right: 24px;
  bottom: 80px;
  width: 48px;
  height: 48px;
  border: none;
  border-radius: 4px;
  background: #fff;
  box-shadow: 0 2px 10px rgba(0, 0, 0, 0.15);
  color: ${theme.text};
  font-size: 12px;
  line-height: 1.2;
  cursor: pointer;
  z-index: 50;
  &:hover {
    background: ${theme.gold};
    color: ${theme.text};
  }
`;

/** 顶部: shown once the page has scrolled a screen down. */
export function BackToTop() {
  const { t } = useCatalogTexts();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > window.innerHeight);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      css={buttonCss}
      aria-label={t('common.backToTop')}
      data-testid="back-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      ▲<br />
      {t('common.top')}
    </button>
  );
}
