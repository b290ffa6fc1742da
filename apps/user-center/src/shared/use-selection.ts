import { useEffect, useState } from 'react';

/** Which ids of the shown page are ticked; cleared whenever the page's ids change. */
export function useSelection(ids: number[]) {
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const key = ids.join(',');
  useEffect(() => setPicked(new Set()), [key]);
  const toggle = (id: number) =>
    setPicked((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const all = ids.length > 0 && ids.every((id) => picked.has(id));
  const toggleAll = () => setPicked(all ? new Set() : new Set(ids));
  return { picked, toggle, all, toggleAll };
}
