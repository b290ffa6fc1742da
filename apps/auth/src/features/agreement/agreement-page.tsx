import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@mall/ui';
import { useApiData } from '@mall/app-kit';
import type { Agreement } from '@mall/api-client';

/** The heading while the text loads, for the agreements the dialog links to. */
const loadingTitles: Record<string, 'agreementPage.user' | 'agreementPage.privacy'> = {
  sys_user_agree: 'agreementPage.user',
  sys_userr_privacy: 'agreementPage.privacy',
};

/**
 * /privacy_agreement?type=: any agreement the API keeps (sys_user_agree when none is given),
 * e.g. sys_merchant from /merchant_settled, sys_product_presell_agree from presell goods.
 */
export function AgreementPage() {
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const type = params.get('type') || 'sys_user_agree';
  const { data, error } = useApiData((api) => api.get<Agreement>(`/api/agreement/${encodeURIComponent(type)}`), [type]);
  const loadingTitle = loadingTitles[type];
  return (
    <PageFrame title={data?.title ?? (loadingTitle ? t(loadingTitle) : '')}>
      {error && <p role="alert">{error}</p>}
      {/* The API sanitises agreement HTML before it is stored. */}
      {data && <div dangerouslySetInnerHTML={{ __html: data.content }} />}
    </PageFrame>
  );
}
