import { useMutation } from '@tanstack/react-query';
import { requestFileLink } from './api/file-links';

/**
 * Points a tab opened inside the click at the file's signed link once the api has issued one,
 * or closes it again if it could not. Without a tab (a blocked pop-up) the page itself goes.
 */
async function showFileInTab(tab: Window | null, linkPath: string): Promise<void> {
  try {
    const url = await requestFileLink(linkPath);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/**
 * Opening stored files in new tabs, with the last attempt's state (`isPending`, `isError`).
 * `open` must be called inside the click: it opens the tab there, before the mutation runs,
 * which the browser would otherwise block as a pop-up.
 */
export function useOpenFile() {
  const { mutate, ...state } = useMutation({
    mutationFn: ({ tab, linkPath }: { tab: Window | null; linkPath: string }) =>
      showFileInTab(tab, linkPath),
    // Offline the request must fail at once and close its blank tab rather than wait for a
    // connection with the tab left open.
    networkMode: 'always',
  });
  return {
    ...state,
    open: (linkPath: string) => mutate({ tab: window.open('', '_blank'), linkPath }),
  };
}
