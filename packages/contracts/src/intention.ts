/** Merchant settlement (商户入驻): the form's choices and the user's own applications. */
import { z } from 'zod';
import { MAX_ID, phoneField, smsCodeField, textField } from './fields';
import { pageOfList } from './paging';
import { MAX_LICENCE_IMAGES } from './patterns';

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
      .max(MAX_ID, `${label}不存在`),
  );

/**
 * POST /api/intention/create and /api/intention/update/:id. The images must be our `licence`
 * uploads and the code the one sent for the phone: the API checks those after the shape.
 */
export const intentionBody = z.object({
  mer_name: sizedText('商户名称', 3, 15),
  name: sizedText('用户姓名', 2, 5),
  phone: phoneField('请输入手机号码'),
  /** the SMS code sent with type `intention` */
  code: smsCodeField('请输入验证码'),
  mer_category_id: choiceField('商户分类'),
  mer_type_id: choiceField('店铺类型'),
  /** licence image URLs from `uploadImage(…, 'licence')`, at most 10 */
  images: z
    .array(z.string({ error: '资质图片格式错误' }).max(255, '资质图片格式错误'), { error: '请上传资质图片' })
    .min(1, '请上传营业执照等资质图片')
    .max(MAX_LICENCE_IMAGES, `资质图片最多上传${MAX_LICENCE_IMAGES}张`),
});
export type IntentionInput = z.output<typeof intentionBody>;

/** GET /api/intention/cate, /api/intention/type: the merchant categories and shop types. */
export const intentionOption = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the English name ('' or absent: none) */
  name_en: z.string().optional(),
});
export type IntentionOption = z.infer<typeof intentionOption>;

/** 0 待审核, 1 审核通过, 2 审核未通过 */
export type IntentionStatus = 0 | 1 | 2;

/** GET /api/intention/detail/:id, and the entries of GET /api/intention/lst (newest first). */
export const intention = z.object({
  mer_intention_id: z.number().int(),
  mer_name: z.string(),
  name: z.string(),
  phone: z.string(),
  mer_category_id: z.number().int(),
  category_name: z.string(),
  mer_type_id: z.number().int(),
  type_name: z.string(),
  images: z.array(z.string()),
  /** 0 pending, 1 approved, 2 rejected (`fail_msg` says why) */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  fail_msg: z.string(),
  create_time: z.string(),
  update_time: z.string(),
});
export type Intention = z.infer<typeof intention>;
export const intentionList = pageOfList(intention);

/** POST /api/intention/create, /api/intention/update/:id */
export const intentionSaved = z.object({ mer_intention_id: z.number().int() });
export type IntentionSaved = z.infer<typeof intentionSaved>;
