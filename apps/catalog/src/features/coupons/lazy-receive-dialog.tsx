import { lazy, Suspense, type ComponentProps } from 'react';

// The dialog only ever shows after a click on 领取: its code (and @mall/ui's Modal) is a chunk of
// its own, asked for when the claim starts so that it is there by the time the answer is.
const load = () => import('./receive-dialog');
const Dialog = lazy(async () => ({ default: (await load()).ReceiveDialog }));

export const preloadReceiveDialog = () => void load().catch(() => {});

export function ReceiveDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
