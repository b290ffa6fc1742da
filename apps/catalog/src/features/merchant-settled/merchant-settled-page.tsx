import { useEffect, useState, type FormEvent } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { intentionApi, uploadImage, type IntentionOption } from '@mall/api-client';
import { useApi, useMallState } from '@mall/app-kit';
import type { MallApi } from '@mall/shared-state';
import { ImageUploader } from '@mall/ui';
import { useRequireLogin } from '../common/use-require-login';
import { emptyForm, formErrors, MAX_LICENCE_IMAGES, toInput, type SettledForm } from './settled-rules';
import { settledCss } from './settled-style';
import { SmsCodeField } from './sms-code-field';

export interface SettledData {
  categories: IntentionOption[];
  types: IntentionOption[];
}

export async function loadSettled(api: MallApi): Promise<SettledData> {
  const i = intentionApi(api);
  const [categories, types] = await Promise.all([i.categories(), i.types()]);
  return { categories, types };
}

const AGREEMENT_URL = '/privacy_agreement?type=sys_merchant';

/** ?intention_id=: the user's pending or rejected application, to edit; null while none. */
function useEditing(loggedIn: boolean, setForm: (f: SettledForm) => void) {
  const api = useApi();
  const [params] = useSearchParams();
  const idText = params.get('intention_id') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(idText) ? Number(idText) : null;
  const [problem, setProblem] = useState('');
  useEffect(() => {
    if (!loggedIn || id === null) return;
    intentionApi(api)
      .detail(id)
      .then(
        (a) => {
          if (a.status === 1) return setProblem('该申请已审核通过，不能修改');
          setForm({
            ...emptyForm,
            mer_name: a.mer_name,
            name: a.name,
            phone: a.phone,
            mer_category_id: String(a.mer_category_id),
            mer_type_id: String(a.mer_type_id),
            images: a.images,
          });
          if (a.status === 2) setProblem(`审核未通过：${a.fail_msg || '请修改后重新提交'}`);
        },
        (err: Error) => setProblem(err.message || '申请不存在'),
      );
  }, [api, id, loggedIn, setForm]);
  return { id, problem };
}

/** /merchant_settled: the merchant settlement application (login required). */
export function MerchantSettledPage() {
  const { categories, types } = useLoaderData() as SettledData;
  const api = useApi();
  const loggedIn = useMallState((s) => Boolean(s.users));
  const requireLogin = useRequireLogin();
  const [form, setForm] = useState<SettledForm>(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<keyof SettledForm, string>>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const editing = useEditing(loggedIn, setForm);

  // a guest gets the login dialog at once
  useEffect(() => {
    if (!loggedIn) requireLogin();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn]);

  const set = <K extends keyof SettledForm>(key: K, value: SettledForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
    setMessage('');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!requireLogin() || busy) return;
    const found = formErrors(form);
    setErrors(found);
    const first = Object.values(found).find(Boolean);
    if (first) return setMessage(first);
    setBusy(true);
    setMessage('');
    try {
      const i = intentionApi(api);
      await (editing.id !== null ? i.update(editing.id, toInput(form)) : i.create(toInput(form)));
      setDone(true);
    } catch (err) {
      setMessage((err as Error).message || '提交失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  const error = (key: keyof SettledForm) =>
    errors[key] ? (
      <div className="error" role="alert">
        {errors[key]}
      </div>
    ) : null;

  return (
    <section data-page="merchant-settled" css={settledCss}>
      <div className="banner">
        <h1>商户入驻</h1>
        <p>千万消费者在这里等你 · 极速审核 · 专属运营扶持</p>
      </div>
      {!loggedIn ? (
        <div className="panel guest" data-testid="settled-guest">
          <p>登录后即可申请入驻</p>
          <button type="button" className="submit" onClick={() => requireLogin()}>
            立即登录
          </button>
        </div>
      ) : done ? (
        <div className="panel done" data-testid="settled-done">
          <div className="ok">✓</div>
          <h2>提交成功，请等待审核</h2>
          <p>平台将在3个工作日内完成审核，审核结果可在个人中心的入驻申请中查看。</p>
          <a href="/user/settle_record">查看申请记录</a>
          <a href="/">返回首页</a>
        </div>
      ) : (
        <form className="panel" onSubmit={(e) => void submit(e)} noValidate data-testid="settled-form">
          <h2>{editing.id !== null ? '修改入驻申请' : '填写入驻信息'}</h2>
          {editing.problem && <div className="problem">{editing.problem}</div>}
          <div className="field">
            <label htmlFor="settled-mer-name">
              <i>*</i>商户名称
            </label>
            <div className="control">
              <input
                id="settled-mer-name"
                name="mer_name"
                placeholder="请输入商户名称（3-15个字）"
                value={form.mer_name}
                onChange={(e) => set('mer_name', e.target.value)}
              />
              {error('mer_name')}
            </div>
          </div>
          <div className="field">
            <label htmlFor="settled-name">
              <i>*</i>用户姓名
            </label>
            <div className="control">
              <input
                id="settled-name"
                name="name"
                placeholder="请输入联系人姓名（2-5个字）"
                value={form.name}
                onChange={(e) => set('name', e.target.value)}
              />
              {error('name')}
            </div>
          </div>
          <div className="field">
            <label htmlFor="settled-phone">
              <i>*</i>联系电话
            </label>
            <div className="control">
              <input
                id="settled-phone"
                name="phone"
                placeholder="请输入手机号码"
                maxLength={11}
                value={form.phone}
                onChange={(e) => set('phone', e.target.value)}
              />
              {error('phone')}
            </div>
          </div>
          <SmsCodeField
            phone={form.phone}
            code={form.code}
            onCode={(v) => set('code', v)}
            onError={(m) => setErrors((e) => ({ ...e, code: m }))}
          />
          {errors.code && (
            <div className="field">
              <label />
              <div className="control">{error('code')}</div>
            </div>
          )}
          <div className="field">
            <label htmlFor="settled-category">
              <i>*</i>商户分类
            </label>
            <div className="control">
              <select
                id="settled-category"
                name="mer_category_id"
                value={form.mer_category_id}
                onChange={(e) => set('mer_category_id', e.target.value)}
              >
                <option value="">请选择商户分类</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
              {error('mer_category_id')}
            </div>
          </div>
          <div className="field">
            <label htmlFor="settled-type">
              <i>*</i>店铺类型
            </label>
            <div className="control">
              <select
                id="settled-type"
                name="mer_type_id"
                value={form.mer_type_id}
                onChange={(e) => set('mer_type_id', e.target.value)}
              >
                <option value="">请选择店铺类型</option>
                {types.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </select>
              {error('mer_type_id')}
            </div>
          </div>
          <div className="field">
            <label>
              <i>*</i>资质图片
            </label>
            <div className="control">
              <ImageUploader
                urls={form.images}
                onChange={(urls) => set('images', urls)}
                upload={(file) => uploadImage(api, file, 'licence')}
                onError={(m) => setErrors((e) => ({ ...e, images: m }))}
                max={MAX_LICENCE_IMAGES}
                testId="licence-uploader"
              />
              <div className="tip">请上传营业执照及行业相关资质证明图片</div>
              {error('images')}
            </div>
          </div>
          <div className="field">
            <label />
            <div className="control">
              <label className="agree">
                <input
                  type="checkbox"
                  name="agree"
                  checked={form.agree}
                  onChange={(e) => set('agree', e.target.checked)}
                />
                我已阅读并同意
                <a href={AGREEMENT_URL} target="_blank" rel="noreferrer">
                  《商户入驻协议》
                </a>
              </label>
              {error('agree')}
            </div>
          </div>
          <div className="field">
            <label />
            <div className="control">
              {message && (
                <div className="message" data-testid="settled-message">
                  {message}
                </div>
              )}
              <button type="submit" className="submit" disabled={busy}>
                {busy ? '提交中…' : editing.id !== null ? '重新提交' : '提交申请'}
              </button>
            </div>
          </div>
        </form>
      )}
    </section>
  );
}
