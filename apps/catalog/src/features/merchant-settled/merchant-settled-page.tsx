import { useEffect, useState, type FormEvent } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { intentionApi, uploadImage, type IntentionOption } from '@mall/api-client';
import { useApi, useMallState } from '@mall/app-kit';
import type { MallApi } from '@mall/shared-state';
import { ImageUploader } from '@mall/ui';
import { useRequireLogin } from '../common/use-require-login';
import { MAX_LICENCE_IMAGES } from '@mall/contracts';
import { emptyForm, formErrors, toInput, type SettledForm, type SettledProblem } from './settled-rules';
import { settledCss } from './settled-style';
import { SmsCodeField } from './sms-code-field';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { useEnglishName } from '../../i18n/api-names';
import { settled } from '../../i18n/zh-CN/settled';

// this module's texts come with its chunk
catalogTexts.add({ settled });

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
  const { t } = useCatalogTexts();
  useEffect(() => {
    if (!loggedIn || id === null) return;
    intentionApi(api)
      .detail(id)
      .then(
        (a) => {
          if (a.status === 1) return setProblem(t('settled.approved'));
          setForm({
            ...emptyForm,
            mer_name: a.mer_name,
            name: a.name,
            phone: a.phone,
            mer_category_id: String(a.mer_category_id),
            mer_type_id: String(a.mer_type_id),
            images: a.images,
          });
          if (a.status === 2) setProblem(t('settled.rejected', { reason: a.fail_msg || t('settled.rejectedHint') }));
        },
        (err: Error) => setProblem(err.message || t('settled.notFound')),
      );
    // the texts are those of the language when the application loaded
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
  const { t } = useCatalogTexts();
  const named = useEnglishName();

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
    const found = Object.fromEntries(
      (Object.entries(formErrors(form)) as [keyof SettledForm, SettledProblem][]).map(([key, problem]) => [
        key,
        t(`settled.errors.${problem}`),
      ]),
    ) as Partial<Record<keyof SettledForm, string>>;
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
      setMessage((err as Error).message || t('settled.failed'));
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
        <h1>{t('settled.title')}</h1>
        <p>{t('settled.slogan')}</p>
      </div>
      {!loggedIn ? (
        <div className="panel guest" data-testid="settled-guest">
          <p>{t('settled.loginFirst')}</p>
          <button type="button" className="submit" onClick={() => requireLogin()}>
            {t('settled.login')}
          </button>
        </div>
      ) : done ? (
        <div className="panel done" data-testid="settled-done">
          <div className="ok">✓</div>
          <h2>{t('settled.done')}</h2>
          <p>{t('settled.doneHint')}</p>
          <a href="/user/settle_record">{t('settled.records')}</a>
          <a href="/">{t('settled.backHome')}</a>
        </div>
      ) : (
        <form className="panel" onSubmit={(e) => void submit(e)} noValidate data-testid="settled-form">
          <h2>{editing.id !== null ? t('settled.editTitle') : t('settled.newTitle')}</h2>
          {editing.problem && <div className="problem">{editing.problem}</div>}
          <div className="field">
            <label htmlFor="settled-mer-name">
              <i>*</i>
              {t('settled.merName')}
            </label>
            <div className="control">
              <input
                id="settled-mer-name"
                name="mer_name"
                placeholder={t('settled.merNameHint')}
                value={form.mer_name}
                onChange={(e) => set('mer_name', e.target.value)}
              />
              {error('mer_name')}
            </div>
          </div>
          <div className="field">
            <label htmlFor="settled-name">
              <i>*</i>
              {t('settled.name')}
            </label>
            <div className="control">
              <input
                id="settled-name"
                name="name"
                placeholder={t('settled.nameHint')}
                value={form.name}
                onChange={(e) => set('name', e.target.value)}
              />
              {error('name')}
            </div>
          </div>
          <div className="field">
            <label htmlFor="settled-phone">
              <i>*</i>
              {t('settled.phone')}
            </label>
            <div className="control">
              <input
                id="settled-phone"
                name="phone"
                placeholder={t('settled.phoneHint')}
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
              <i>*</i>
              {t('settled.category')}
            </label>
            <div className="control">
              <select
                id="settled-category"
                name="mer_category_id"
                value={form.mer_category_id}
                onChange={(e) => set('mer_category_id', e.target.value)}
              >
                <option value="">{t('settled.categoryHint')}</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {named(c.name, c.name_en)}
                  </option>
                ))}
              </select>
              {error('mer_category_id')}
            </div>
          </div>
          <div className="field">
            <label htmlFor="settled-type">
              <i>*</i>
              {t('settled.type')}
            </label>
            <div className="control">
              <select
                id="settled-type"
                name="mer_type_id"
                value={form.mer_type_id}
                onChange={(e) => set('mer_type_id', e.target.value)}
              >
                <option value="">{t('settled.typeHint')}</option>
                {types.map((type) => (
                  <option key={type.id} value={type.id}>
                    {named(type.name, type.name_en)}
                  </option>
                ))}
              </select>
              {error('mer_type_id')}
            </div>
          </div>
          <div className="field">
            <label>
              <i>*</i>
              {t('settled.images')}
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
              <div className="tip">{t('settled.imagesHint')}</div>
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
                {t('settled.agree')}
                <a href={AGREEMENT_URL} target="_blank" rel="noreferrer">
                  {t('settled.agreement')}
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
                {busy ? t('settled.submitting') : editing.id !== null ? t('settled.resubmit') : t('settled.submit')}
              </button>
            </div>
          </div>
        </form>
      )}
    </section>
  );
}
