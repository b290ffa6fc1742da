import { Route, Routes } from 'react-router';
import { AgreementPage } from '../features/agreement/agreement-page';
import { LoginPage } from '../features/login-page/login-page';
import { ScanConfirmPage } from '../features/scan-confirm/scan-confirm-page';

export function AuthRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/login/scan_confirm" element={<ScanConfirmPage />} />
      <Route path="/privacy_agreement" element={<AgreementPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
