import { prerenderPlaceholders } from '@caawg11/conference';

/**
 * Files under public/ are served by this remote's own server. Inside the shell the page comes
 * from the shell's origin, so a root-relative "/images/..." would ask the shell for it. Resolve
 * them against the address this module was loaded from instead: in a build that is
 * <remote>/assets/<chunk>.js, so the remote's root is one level up; the dev server serves
 * modules from their source paths, so there it is "/".
 */
const remoteRootFromThisModule = import.meta.env.DEV ? '/' : '../';
const remoteRoot = import.meta.env.SSR
  ? undefined
  : new URL(remoteRootFromThisModule, import.meta.url);

/**
 * The absolute URL of a file in public/, given its path there (for example "images/x.webp").
 * Pages drawn at build time name it after the placeholder the shell's servers fill in.
 */
export function publicAssetUrl(pathInPublic: string): string {
  const path = pathInPublic.replace(/^\/+/, '');
  return remoteRoot
    ? new URL(path, remoteRoot).href
    : `${prerenderPlaceholders.publicSiteBase}${path}`;
}
