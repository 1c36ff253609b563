/**
 * An outside IIIF image, a picture of an izoom that lives on another server: only browsers fetch its info.json
 * and tiles. Its picture's `format` names the Image API version its info.json declares.
 */
/** The longest info.json URL an outside IIIF picture may have. */
export const IIIF_INFO_URL_MAX = 2000;

export const IIIF_FORMATS = { 2: 'iiif-2', 3: 'iiif-3' } as const;

export const isIiifFormat = (format: string): boolean => format === 'iiif-2' || format === 'iiif-3';

export const iiifVersionOf = (format: string): 2 | 3 => (format === 'iiif-2' ? 2 : 3);

/** The service's base URI, from its info.json URL. */
export const iiifServiceOf = (infoUrl: string): string => infoUrl.replace(/\/info\.json$/, '');

/**
 * The info.json URL of what a person pasted (the info.json or the service's id), or null if it is no absolute
 * http(s) URL: credentials, queries, fragments and spaces are refused too.
 */
export function iiifInfoUrlOf(pasted: string): string | null {
  const text = pasted.trim();
  if (/\s/.test(text) || !/^https?:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username || url.password || url.search || url.hash || !url.hostname) return null;
  const href = url.href.replace(/\/+$/, '');
  return href.endsWith('/info.json') ? href : `${href}/info.json`;
}
