export interface ReturnForm {
  courier: string;
  trackingNo: string;
  phone: string;
}

/** The first problem of the return shipment form; '' when it can be sent. */
export function returnFormError(f: ReturnForm): string {
  if (!f.courier) return '请选择快递公司';
  if (!/^[A-Za-z0-9]{6,30}$/.test(f.trackingNo.trim())) return '请填写正确的快递单号（6-30位字母或数字）';
  if (!/^1[3-9]\d{9}$/.test(f.phone.trim())) return '请填写正确的手机号码';
  return '';
}
