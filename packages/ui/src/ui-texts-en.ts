import type { UiTexts } from './ui-texts';

/**
 * The English words of this package's widgets, a module of their own so that an app that loads
 * its English texts when first needed (@mall/app-kit's text book) loads these with them.
 */
export const UI_TEXTS_EN: UiTexts = {
  pager: { label: 'Pages', prev: 'Previous', next: 'Next' },
  modal: { close: 'Close', title: 'Notice', confirm: 'OK', cancel: 'Cancel' },
  errorBox: { title: 'Failed to load', fallback: 'Request failed', retry: 'Retry' },
  notFound: {
    title: 'Sorry, something is wrong with this page',
    hint: 'The address may be mistyped, or the page was removed or never existed',
    backHome: 'Back to home',
  },
  uploader: {
    badType: 'Pictures must be JPG or PNG',
    tooBig: 'A picture may be at most {mb} MB',
    tooMany: 'At most {max} pictures',
    failed: 'The picture failed to upload',
    picture: 'Picture {n}',
    remove: 'Remove picture',
    uploading: 'Uploading',
    add: 'Add picture',
    hint: 'Up to {max} pictures, JPG or PNG, at most {mb} MB each ({count}/{max})',
  },
};
