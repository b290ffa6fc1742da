import { CaptchaStatus, type useCaptcha } from '@mall/app-kit';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { settled } from '../../i18n/zh-CN/settled';

// this module's texts come with its chunk
catalogTexts.add({ settled });

type CaptchaState = ReturnType<typeof useCaptcha>['state'];

/** The human check of the catalog's forms (merchant application, shop licences), in the chosen language. */
export function CaptchaCheck({ captcha, onRetry }: { captcha: CaptchaState; onRetry: () => void }) {
  const { t } = useCatalogTexts();
  return (
    <CaptchaStatus
      className="captcha"
      state={captcha}
      onRetry={onRetry}
      labels={{
        solving: t('settled.captchaLabels.solving'),
        solved: t('settled.captchaLabels.solved'),
        failed: t('settled.captchaLabels.failed'),
        retry: t('settled.captchaLabels.retry'),
      }}
    />
  );
}
