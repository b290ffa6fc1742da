import type { UploadedImage } from '@mall/contracts';
import { expect, it } from 'vitest';
import { newShopper, useShopEnv, type Shopper } from './checkout-fixture';
import { describeApi, type Answer } from './helpers';
import { HTML_AS_PNG, JPEG_1PX, PNG_1PX, WEBP_1PX } from './image-fixtures';

describeApi('image uploads', () => {
  const env = useShopEnv();

  async function upload(s: Shopper | null, kind: string, bytes: Buffer, name = 'a.png'): Promise<Answer<UploadedImage>> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(new URL(`/api/upload/image?kind=${kind}`, env.baseUrl), {
      method: 'POST',
      headers: s ? { 'X-Token': s.token } : {},
      body: form,
    });
    return { http: res.status, body: (await res.json()) as Answer<UploadedImage>['body'], headers: res.headers };
  }

  it('stores a picture under a random name and serves it with the type of its bytes', async () => {
    const s = await newShopper(env);
    const png = await upload(s, 'review', PNG_1PX, 'photo.jpg');
    expect(png.body.status).toBe(200);
    expect(png.body.data.url).toMatch(/^\/uploads\/u\/review\/\d{6}\/[0-9a-f]{32}\.png$/);
    const served = await fetch(new URL(png.body.data.url, env.baseUrl));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1PX)).toBe(true);

    const jpg = await upload(s, 'licence', JPEG_1PX, 'scan.png');
    expect(jpg.body.data.url).toMatch(/\.jpg$/);
    const again = await upload(s, 'licence', JPEG_1PX);
    expect(again.body.data.url).not.toBe(jpg.body.data.url);
  });

  it('judges the type by content and the size by kind', async () => {
    const s = await newShopper(env);
    expect((await upload(s, 'review', HTML_AS_PNG)).body).toEqual({
      status: 400,
      message: '请上传JPG、PNG格式的图片',
      data: null,
    });
    expect((await upload(s, 'review', WEBP_1PX)).body.message).toBe('请上传JPG、PNG格式的图片');
    expect((await upload(s, 'avatar', WEBP_1PX)).body.data.url).toMatch(/\.webp$/);

    const big = Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(s, 'avatar', big)).body.message).toBe('图片大小不能超过2MB');
    expect((await upload(s, 'review', big)).body.status).toBe(200);
    const huge = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(s, 'review', huge)).body.message).toBe('图片大小不能超过5MB');
  });

  it('needs login, a known kind and a file', async () => {
    const s = await newShopper(env);
    expect((await upload(null, 'review', PNG_1PX)).body.status).toBe(410000);
    expect((await upload(s, 'script', PNG_1PX)).body.message).toBe('请选择正确的图片用途');
    expect((await upload(s, 'review', Buffer.alloc(0))).body.message).toBe('请选择要上传的图片');
    const json = await s.post('/api/upload/image?kind=review', { file: 'x' });
    expect(json.body).toMatchObject({ status: 400, message: '请选择要上传的图片' });
  });
});
