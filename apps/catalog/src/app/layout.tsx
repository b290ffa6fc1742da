import { css } from '@emotion/react';
import { Outlet } from 'react-router';
import { theme } from '@mall/ui';
import { DocumentTitle } from './document-title';
import { NavigationReporter } from './navigation-reporter';

const pageCss = css`
  width: ${theme.layoutWidth}px;
  margin: 0 auto;
  padding: 16px 0 32px;
`;

export function CatalogLayout() {
  return (
    <div css={pageCss}>
      <NavigationReporter />
      <DocumentTitle />
      <Outlet />
    </div>
  );
}
