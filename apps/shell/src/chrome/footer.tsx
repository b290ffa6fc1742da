import { css } from '@emotion/react';
import { theme } from '@mall/ui';
import { useTranslation } from '../i18n/translation';
import type { ChromeData } from './chrome-data';

const TRUST_BADGES = ['genuine', 'testing', 'overseas', 'fast'] as const;

const footerCss = css`
  background: #fff;
  margin-top: 40px;
  border-top: 2px solid ${theme.gold};
  color: #666;
  font-size: 12px;
  .inner {
    width: ${theme.layoutWidth}px;
    margin: 0 auto;
    padding: 24px 0;
  }
  .badges {
    display: flex;
    justify-content: space-around;
    font-size: 18px;
    color: ${theme.text};
    padding-bottom: 20px;
    border-bottom: 1px solid ${theme.border};
  }
  .info {
    text-align: center;
    line-height: 24px;
    padding-top: 16px;
  }
  .copyright span,
  .copyright a {
    margin: 0 8px;
    color: #666;
  }
`;

export function Footer({ data }: { data: ChromeData }) {
  const { config } = data;
  const { t } = useTranslation();
  return (
    <footer css={footerCss}>
      <div className="inner">
        <div className="badges">
          {TRUST_BADGES.map((b) => (
            <span key={b}>{t(`footer.badges.${b}`)}</span>
          ))}
        </div>
        <div className="info">
          <div className="copyright">
            {config.copyright.map((c) =>
              c.url === '#' ? (
                <span key={c.name}>{c.name}</span>
              ) : (
                <a key={c.name} href={c.url}>
                  {c.name}
                </a>
              ),
            )}
          </div>
          {config.site_address && <div>{t('footer.address', { address: config.site_address })}</div>}
          <div>
            {t('footer.hotline', { phone: config.sys_phone })} {config.beian_sn}
          </div>
        </div>
      </div>
    </footer>
  );
}
