import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A IIIF image's info.json at `url` (absolute), parsed: an error in the reader's language otherwise. */
export const fetchIiifInfo = async (url: string): Promise<unknown> => {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new Error(i18n._(msg`The IIIF image service at ${url} could not be reached.`));
  }
  if (!response.ok) {
    const status = response.status;
    throw new Error(i18n._(msg`The IIIF image service at ${url} answered HTTP ${status}.`));
  }
  try {
    return JSON.parse(await response.text());
  } catch (error) {
    throw notShowable(url, error);
  }
};

/** The error for an info.json at `url` that izoom cannot show: the reader's language, the reason as it came. */
export const notShowable = (url: string, error: unknown): Error => {
  const detail = error instanceof Error ? error.message : String(error);
  return new Error(i18n._(msg`${url} is not a IIIF Image API info.json izoom can show (${detail}).`));
};
