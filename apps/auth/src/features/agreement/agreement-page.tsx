import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@mall/ui';
import { useApiData } from '@mall/app-kit';

/** /privacy_agreement?type=sys_user_agree | sys_userr_privacy (spec §2). */
export function AgreementPage() {
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const type = params.get('type') === 'sys_userr_privacy' ? 'sys_userr_privacy' : 'sys_user_agree';
  const { data, error } = useApiData(
    (api) => api.get<{ title: string; content: string }>(`/api/agreement/${type}`),
    [type],
  );
  return (
    <PageFrame title={data?.title ?? t(type === 'sys_userr_privacy' ? 'agreementPage.privacy' : 'agreementPage.user')}>
      {error && <p role="alert">{error}</p>}
      {/* The API sanitises agreement HTML before it is stored. */}
      {data && <div dangerouslySetInnerHTML={{ __html: data.content }} />}
    </PageFrame>
  );
}
