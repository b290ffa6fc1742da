import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useLoaderData } from 'react-router';
import { shopsApi, type ShopDetail, type ShopLicence } from '@mall/api-client';
import { useApi, useCaptcha } from '@mall/app-kit';
import { CaptchaCheck } from '../common/captcha-check';
import type { MallApi } from '@mall/shared-state';
import { theme } from '@mall/ui';
import { orNotFound, requireId } from '../common/route-errors';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { useEnglishName, useShopTypeName } from '../../i18n/api-names';
import { store } from '../../i18n/zh-CN/store';

// this module's texts come with its chunk
catalogTexts.add({ store });

export interface QualificationsData {
  shop: ShopDetail;
}

export async function loadQualifications(api: MallApi, url: string): Promise<QualificationsData> {
  const id = requireId(new URL(url).searchParams.get('id'));
  return { shop: await orNotFound(shopsApi(api).shop(id)) };
}

const pageCss = css`
  background: #fff;
  padding: 28px 40px 40px;
  min-height: 420px;
  h1 {
    font-size: 20px;
    margin: 0 0 6px;
  }
  .sub {
    color: ${theme.muted};
    font-size: 13px;
    margin-bottom: 24px;
  }
  form {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 14px;
    padding: 36px 0;
    border: 1px dashed ${theme.border};
  }
  .row {
    display: flex;
    gap: 10px;
    align-items: center;
  }
  .captcha {
    display: flex;
    gap: 8px;
    align-items: center;
    height: 36px;
    padding: 0 10px;
    border: 1px solid ${theme.border};
    background: #fafafa;
  }
  button {
    height: 36px;
    padding: 0 30px;
    border: none;
    background: ${theme.gold};
    color: ${theme.text};
    font-size: 14px;
    cursor: pointer;
  }
  .error {
    color: ${theme.priceText};
    font-size: 13px;
    min-height: 18px;
  }
  .licences img {
    display: block;
    max-width: 100%;
    margin: 0 auto 16px;
    border: 1px solid ${theme.border};
  }
`;

/** /qualifications?id=: the shop's business licence, shown once the browser has solved the captcha (a proof of work). */
export function QualificationsPage() {
  const { shop } = useLoaderData() as QualificationsData;
  const api = shopsApi(useApi());
  const { state: captcha, refresh } = useCaptcha();
  const [error, setError] = useState('');
  const [licence, setLicence] = useState<ShopLicence | null>(null);
  const { t } = useCatalogTexts();
  const typeName = useShopTypeName();
  const named = useEnglishName();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (captcha.status !== 'solved')
      return setError(captcha.status === 'failed' ? t('store.captchaFailed') : t('store.captchaSolving'));
    try {
      setLicence(await api.licence(shop.mer_id, captcha.key, captcha.code));
      setError('');
    } catch (err) {
      setError(err instanceof Error ? err.message : t('store.checkFailed'));
      refresh();
    }
  };
  return (
    <section css={pageCss} data-page="qualifications">
      <h1>
        <span data-authored>{shop.mer_name}</span> · {t('store.licenceHead')}
      </h1>
      <div className="sub">
        {typeName(shop)} · {named(shop.category_name, shop.category_name_en)} ·{' '}
        <span data-authored>{shop.mer_address}</span>
      </div>
      {licence ? (
        <div className="licences" data-testid="licences">
          {licence.images.map((src) => (
            <img key={src} src={src} alt={t('store.licenceAlt', { shop: licence.mer_name })} />
          ))}
        </div>
      ) : (
        <form onSubmit={(e) => void submit(e)} aria-label={t('store.licenceShow')}>
          <div>{t('store.licenceNote')}</div>
          <div className="row">
            <CaptchaCheck captcha={captcha} onRetry={refresh} />
          </div>
          <div className="error" role="alert">
            {error}
          </div>
          <button type="submit">{t('store.licenceShow')}</button>
        </form>
      )}
    </section>
  );
}
