// spec §4: user info is fetched on load except on the referral intro and callback paths.
const NO_FETCH_PATHS = ['/services/environment-evaluation/referral/intro', '/services/environment-evaluation/referral/callback'];

export function isUserFetchDisabled(pathname: string | null): boolean {
  const path = (pathname ?? '').replace(/\/+$/, '');
  return NO_FETCH_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}
