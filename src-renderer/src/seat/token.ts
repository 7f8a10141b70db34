const TOKEN_KEY = 'hotdice-seat-token';

/**
 * The link's key, read from the address's fragment once and kept for this tab: it leaves the
 * address bar, so a screenshot or a copied address does not carry it.
 */
export function tokenFromAddress(): string {
  const shown = new URLSearchParams(location.hash.slice(1)).get('t');
  if (shown !== null) {
    sessionStorage.setItem(TOKEN_KEY, shown);
    history.replaceState(null, '', location.pathname);
  }
  return sessionStorage.getItem(TOKEN_KEY) ?? '';
}
