import { Suspense, lazy, useEffect, useState } from 'react';
import { listenForNotices } from './notice-store';

/** The notices' view and the messages' texts: fetched with the first notice, not with the first page. */
const NotificationsView = lazy(() =>
  import('./Notifications').then(async (module) => {
    await module.loadNoticeTexts();
    return { default: module.Notifications };
  }),
);

/** Listens for notices from the start; shows them (the view, its own chunk) from the first one on. */
export function NotificationsLoader() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => listenForNotices(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationsView />
    </Suspense>
  ) : null;
}
