/** The sandbox gateway's cashier page: what a phone would show after scanning the QR. */
const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const names: Record<string, string> = { weixin: '微信支付', alipay: '支付宝' };

export type CashierState = 'open' | 'paid' | 'expired' | 'missing';

export function cashierPage(opts: {
  state: CashierState;
  provider?: string;
  amount?: number;
  outTradeNo?: string;
  action?: string;
}) {
  const title = names[opts.provider ?? ''] ?? '收银台';
  const amount = opts.amount === undefined ? '' : `¥${(opts.amount / 100).toFixed(2)}`;
  const body =
    opts.state === 'open'
      ? `<p class="amount">${amount}</p><p>订单号 ${escape(opts.outTradeNo ?? '')}</p>
<form method="post" action="${escape(opts.action ?? '')}"><button type="submit" id="confirm-pay">确认支付</button></form>`
      : opts.state === 'paid'
        ? `<p class="amount">${amount}</p><p class="done" id="pay-result">支付成功</p><p>请返回电脑端查看订单</p>`
        : opts.state === 'expired'
          ? `<p class="done" id="pay-result">二维码已失效，请在电脑端重新获取</p>`
          : `<p class="done" id="pay-result">支付请求不存在</p>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} - 沙箱收银台</title>
<style>body{font-family:system-ui,sans-serif;text-align:center;padding:48px 16px;color:#333}
.amount{font-size:36px;font-weight:600;margin:16px 0}.done{font-size:20px;color:#07c160}
button{background:#07c160;color:#fff;border:0;border-radius:6px;font-size:18px;padding:12px 64px;cursor:pointer}
.tag{color:#999;font-size:12px}</style></head>
<body><h1>${title}</h1><p class="tag">沙箱网关 · 模拟支付，不产生真实扣款</p>${body}</body></html>`;
}
