/**
 * Ends the person's session at an issuer on this origin without leaving the page. The issuer's sign-out
 * endpoint answers with a form (its xsrf token and `logout=yes`) that its page would submit at once; this
 * submits the same form with fetch. Resolves true once the issuer has taken it; false when there is no
 * such form on this origin (an outside issuer), so the caller can send the browser there instead.
 */
export async function endIssuerSession(endSessionUrl: URL): Promise<boolean> {
  if (endSessionUrl.origin !== window.location.origin) return false;
  const page = await fetch(endSessionUrl, { credentials: 'same-origin' });
  if (!page.ok) return false;
  const form = new DOMParser().parseFromString(await page.text(), 'text/html').querySelector('form');
  const action = form && new URL(form.getAttribute('action') ?? '', page.url);
  if (!form || !action || action.origin !== window.location.origin) return false;
  const fields = new URLSearchParams();
  for (const input of form.querySelectorAll('input')) fields.append(input.name, input.value);
  // The issuer answers with a redirect to the app's login page, which this page is already showing.
  const done = await fetch(action, { method: 'POST', body: fields, credentials: 'same-origin', redirect: 'manual' });
  return done.type === 'opaqueredirect' || done.ok;
}
