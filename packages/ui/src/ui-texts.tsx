import { createContext, useContext, type ReactNode } from 'react';
import { UI_TEXTS_EN } from './ui-texts-en';

export { UI_TEXTS_EN };

/**
 * The words of this package's widgets, in the mall's two languages: an app puts the ones of the
 * chosen language in a UiTextsProvider around its pages (@mall/app-kit's AppI18nProvider does).
 */
export interface UiTexts {
  pager: { label: string; prev: string; next: string };
  modal: { close: string; title: string; confirm: string; cancel: string };
  errorBox: { title: string; fallback: string; retry: string };
  notFound: { title: string; hint: string; backHome: string };
  /** {max} and {mb}: the limits, {count}: the pictures chosen, {n}: a picture's number */
  uploader: {
    badType: string;
    tooBig: string;
    tooMany: string;
    failed: string;
    picture: string;
    remove: string;
    uploading: string;
    add: string;
    hint: string;
  };
}

export const UI_TEXTS_ZH: UiTexts = {
  pager: { label: '分页', prev: '上一页', next: '下一页' },
  modal: { close: '关闭', title: '提示', confirm: '确定', cancel: '取消' },
  errorBox: { title: '加载失败', fallback: '请求错误', retry: '重试' },
  notFound: {
    title: '抱歉，您访问的页面出错了',
    hint: '您可能输错了网址，或该网页已删除或不存在',
    backHome: '返回首页',
  },
  uploader: {
    badType: '图片只能是jpg或png格式',
    tooBig: '图片大小不能超过{mb}MB',
    tooMany: '最多上传{max}张图片',
    failed: '图片上传失败',
    picture: '图片{n}',
    remove: '删除图片',
    uploading: '上传中',
    add: '上传图片',
    hint: '最多{max}张，支持jpg/png格式，单张不超过{mb}MB（{count}/{max}）',
  },
};

export const uiTextsFor = (locale: 'zh-CN' | 'en'): UiTexts => (locale === 'en' ? UI_TEXTS_EN : UI_TEXTS_ZH);

const UiTextsContext = createContext<UiTexts>(UI_TEXTS_ZH);

export function UiTextsProvider({ texts, children }: { texts: UiTexts; children: ReactNode }) {
  return <UiTextsContext.Provider value={texts}>{children}</UiTextsContext.Provider>;
}

/** The texts of the nearest UiTextsProvider, Chinese without one. */
export const useUiTexts = (): UiTexts => useContext(UiTextsContext);
