import type { Locator } from 'playwright-core';

export const REGION_LEVELS = ['省份', '城市', '区县', '街道'] as const;

/** The region picker of an address form: the field, its popover, and the names listed on a tab. */
export function regionPicker(form: Locator) {
  const field = form.getByRole('combobox', { name: '所在地区' });
  const dialog = form.getByRole('dialog', { name: '选择所在地区' });
  return {
    field,
    dialog,
    tabs: dialog.getByRole('tab'),
    /** the names of a level; only once its tab is shown and its list has loaded */
    names: (level: number) => dialog.getByRole('listbox', { name: REGION_LEVELS[level] }).getByRole('option'),
  };
}

/**
 * Picks with the mouse the region at `indexes[level]` of each level (`onLevel` first sees each
 * level's open popover); answers the names picked, province first.
 */
export async function pickRegions(
  form: Locator,
  indexes = [0, 0, 0, 0],
  onLevel?: (level: number, picked: string[]) => Promise<void>,
): Promise<string[]> {
  const picker = regionPicker(form);
  await picker.field.click();
  const picked: string[] = [];
  for (let level = 0; level < REGION_LEVELS.length; level++) {
    const name = picker.names(level).nth(indexes[level]);
    await name.waitFor();
    await onLevel?.(level, picked);
    picked.push(await name.innerText());
    await name.click();
  }
  await picker.dialog.waitFor({ state: 'detached' });
  return picked;
}
