/** Client-side navigation to a real path; the shell listens for `popstate` and re-routes. */
export function navigate(path: string): void {
  history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
