import { requestFileLink } from './api/admin-api';

/**
 * Opens a stored file in a new tab. The tab is opened at once, inside the click, so the
 * browser does not block it as a pop-up; it is pointed at the signed link once the api has
 * issued one, or closed again if it could not.
 */
export async function openFileInNewTab(linkPath: string): Promise<void> {
  const tab = window.open('', '_blank');
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
