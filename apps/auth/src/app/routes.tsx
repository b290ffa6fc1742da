import { Route, Routes, useSearchParams } from 'react-router';
import { PageFrame } from '@mall/ui';
import { useApiData } from '@mall/app-kit';

function LoginPage() {
  const { data } = useApiData((api) => api.get<unknown[]>('/api/area/code'));
  return <PageFrame title="登录">{data && <p data-testid="auth-fact">支持 {data.length} 个国家和地区的手机号登录</p>}</PageFrame>;
}

function AgreementPage() {
  const [params] = useSearchParams();
  const type = params.get('type') === 'sys_userr_privacy' ? 'sys_userr_privacy' : 'sys_user_agree';
  const { data, error } = useApiData((api) => api.get<{ title: string; content: string }>(`/api/agreement/${type}`), [type]);
  return (
    <PageFrame title={data?.title ?? '用户协议'}>
      {error && <p role="alert">{error}</p>}
      {/* The API sanitises agreement HTML before it is stored. */}
      {data && <div dangerouslySetInnerHTML={{ __html: data.content }} />}
    </PageFrame>
  );
}

export function AuthRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/privacy_agreement" element={<AgreementPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
