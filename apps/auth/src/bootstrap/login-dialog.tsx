import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { CacheProvider } from '@emotion/react';
import { createAppCache, MallProvider } from '@mall/app-kit';
import type { MallAppProps } from '@mall/shared-state';
import { LoginDialog } from '../features/login-dialog/login-dialog';
import { AuthI18n } from '../i18n/auth-i18n';

const cache = createAppCache('auth-dialog');

function DialogRoot(props: MallAppProps) {
  return (
    <CacheProvider value={cache}>
      <MallProvider store={props.store} api={props.api}>
        <AuthI18n>
          <LoginDialog />
        </AuthI18n>
      </MallProvider>
    </CacheProvider>
  );
}

/** A single-spa parcel: the shell mounts it into its overlay element. */
export const { bootstrap, mount, unmount, update } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: DialogRoot,
});
