import { css } from '@emotion/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useLoaderData } from 'react-router';
import { shopsApi, type ShopDetail, type ShopLicence } from '@mall/api-client';
import { useApi } from '@mall/app-kit';
import type { MallApi } from '@mall/shared-state';
import { theme } from '@mall/ui';
import { orNotFound, requireId } from '../common/route-errors';

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
  input {
    width: 160px;
    height: 36px;
    border: 1px solid #ddd;
    padding: 0 10px;
    font-size: 14px;
  }
  .captcha {
    height: 36px;
    width: 110px;
    cursor: pointer;
    border: 1px solid ${theme.border};
    background: #fafafa;
  }
  button {
    height: 36px;
    padding: 0 30px;
    border: none;
    background: ${theme.gold};
    color: #fff;
    font-size: 14px;
    cursor: pointer;
  }
  .error {
    color: ${theme.priceRed};
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

/** /qualifications?id=: the shop's business licence, shown once the shopper solves an image captcha. */
export function QualificationsPage() {
  const { shop } = useLoaderData() as QualificationsData;
  const api = shopsApi(useApi());
  const [captcha, setCaptcha] = useState<{ captcha: string; key: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [licence, setLicence] = useState<ShopLicence | null>(null);
  const refresh = () => {
    setCode('');
    api.captcha().then(setCaptcha, () => setError('验证码加载失败，请点击图片重试'));
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(refresh, []);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return setError('请输入验证码');
    if (!captcha) return;
    try {
      setLicence(await api.licence(shop.mer_id, captcha.key, code.trim()));
      setError('');
    } catch (err) {
      setError(err instanceof Error ? err.message : '验证失败');
      refresh();
    }
  };
  return (
    <section css={pageCss} data-page="qualifications">
      <h1>{shop.mer_name} · 店铺资质</h1>
      <div className="sub">
        {shop.type_name} · {shop.category_name} · {shop.mer_address}
      </div>
      {licence ? (
        <div className="licences" data-testid="licences">
          {licence.images.map((src) => (
            <img key={src} src={src} alt={`${licence.mer_name}营业执照`} />
          ))}
        </div>
      ) : (
        <form onSubmit={(e) => void submit(e)} aria-label="查看资质">
          <div>为保护商家信息安全，请输入图片中的验证码后查看营业执照</div>
          <div className="row">
            <input aria-label="验证码" placeholder="请输入验证码" value={code} onChange={(e) => setCode(e.target.value)} maxLength={8} />
            {captcha ? (
              <img className="captcha" src={captcha.captcha} alt="图形验证码" title="看不清？换一张" onClick={refresh} data-testid="captcha-image" />
            ) : (
              <span className="captcha" />
            )}
          </div>
          <div className="error" role="alert">
            {error}
          </div>
          <button type="submit">查看资质</button>
        </form>
      )}
    </section>
  );
}
