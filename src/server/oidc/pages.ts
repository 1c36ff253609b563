import type { KoaContextWithOIDC } from 'oidc-provider';

/**
 * The issuer's own pages (sign-out, errors) are the server's HTML, not the app's: their few words live here, in
 * the app's two full languages. The language is the request's `ui_locales` (the app sends its own), else the
 * browser's Accept-Language, else English.
 */
export type PageLanguage = 'en' | 'ja';

const WORDS = {
  en: {
    signingOut: 'Signing out…',
    signOut: 'Sign out',
    errorTitle: 'Sign-in could not continue',
    errorBody: 'The sign-in link is no longer valid or was changed on the way. Go back to izoom and sign in again.',
    back: 'Back to izoom',
    details: 'Details for support',
  },
  ja: {
    signingOut: 'サインアウトしています…',
    signOut: 'サインアウト',
    errorTitle: 'サインインを続けられませんでした',
    errorBody:
      'サインインのリンクが無効になったか、途中で変更されました。izoom に戻って、もう一度サインインしてください。',
    back: 'izoom に戻る',
    details: 'サポート向けの詳細',
  },
} as const satisfies Record<PageLanguage, Record<string, string>>;

const pick = (tags: string | undefined): PageLanguage | undefined =>
  tags
    ?.split(/[\s,]+/)
    .map((tag) => tag.split(';')[0]?.trim().toLowerCase().split('-')[0])
    .find((tag): tag is PageLanguage => tag === 'en' || tag === 'ja');

export function pageLanguage(ctx: KoaContextWithOIDC): PageLanguage {
  const asked = ctx.oidc?.params?.ui_locales;
  return pick(typeof asked === 'string' ? asked : undefined) ?? pick(ctx.get('accept-language')) ?? 'en';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (language: PageLanguage, title: string, body: string) =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;

/** The sign-out page: the issuer's form, submitted at once by `script` (or by its button without JavaScript). */
export function signOutPage(language: PageLanguage, form: string, script: string): string {
  const words = WORDS[language];
  const submitting = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  return page(
    language,
    words.signingOut,
    `${submitting}<p>${escapeHtml(words.signingOut)}</p><script>${script}</script><noscript><button form="op.logoutForm">${escapeHtml(words.signOut)}</button></noscript>`,
  );
}

/** What the issuer shows when a request to it cannot go on (oidc-provider's `renderError`). */
export function errorPage(
  language: PageLanguage,
  homeUrl: string,
  out: { error?: string; error_description?: string },
): string {
  const words = WORDS[language];
  const detail = [out.error, out.error_description].filter(Boolean).join(': ');
  return page(
    language,
    words.errorTitle,
    `<main><h1>${escapeHtml(words.errorTitle)}</h1><p>${escapeHtml(words.errorBody)}</p><p><a href="${escapeHtml(homeUrl)}">${escapeHtml(words.back)}</a></p>${
      detail
        ? `<details><summary>${escapeHtml(words.details)}</summary><code>${escapeHtml(detail)}</code></details>`
        : ''
    }</main>`,
  );
}
