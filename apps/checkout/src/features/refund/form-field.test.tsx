// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { FormField } from './form-field';

afterEach(cleanup);

const html = (node: ReactNode) => render(<div>{node}</div>).container.firstElementChild!.innerHTML;

it('FormField: the label, marked * only when required, then the control', () => {
  expect(
    html(
      <FormField label="快递单号" required>
        <input aria-label="快递单号" />
      </FormField>,
    ),
  ).toBe(
    '<div class="field"><span class="label" data-required="* ">快递单号</span><input aria-label="快递单号"></div>',
  );
  expect(
    html(
      <FormField label="备注说明">
        <textarea />
      </FormField>,
    ),
  ).toBe('<div class="field"><span class="label">备注说明</span><textarea></textarea></div>');
});
