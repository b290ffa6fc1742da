import { z } from 'zod';
import { phoneField, smsCodeField, textField } from '../auth/fields';

export const MAX_LICENCE_IMAGES = 10;

/** Text of `min`..`max` characters (counted as characters, not UTF-16 units). */
const sizedText = (label: string, min: number, max: number) =>
  textField({ empty: `请输入${label}`, invalid: `${label}必须是字符串`, max: 64 }).refine(
    (s) => [...s].length >= min && [...s].length <= max,
    `${label}长度为${min}-${max}个字符`,
  );

/** A choice from a list of ids: missing → '请选择…', anything else wrong → '…不存在'. */
const choiceField = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? `请选择${label}` : `${label}不存在`) })
      .int(`${label}不存在`)
      .min(1, `请选择${label}`)
      .max(2_147_483_647, `${label}不存在`),
  );

/** Body of `POST /api/intention/create` and `/update/:id`. Images are checked against our uploads by the service. */
export const intentionBody = z.object({
  mer_name: sizedText('商户名称', 3, 15),
  name: sizedText('用户姓名', 2, 5),
  phone: phoneField('请输入手机号码'),
  code: smsCodeField('请输入验证码'),
  mer_category_id: choiceField('商户分类'),
  mer_type_id: choiceField('店铺类型'),
  images: z
    .array(z.string({ error: '资质图片格式错误' }).max(255, '资质图片格式错误'), { error: '请上传资质图片' })
    .min(1, '请上传营业执照等资质图片')
    .max(MAX_LICENCE_IMAGES, `资质图片最多上传${MAX_LICENCE_IMAGES}张`),
});

export type IntentionInput = z.output<typeof intentionBody>;
