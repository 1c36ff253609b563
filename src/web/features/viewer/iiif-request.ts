import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { iiifSource, type ViewerSource } from '../../../viewer';
import { fetchIiifInfo } from '../../api/iiif-info';

/** A IIIF image's source from its info.json at `url` (absolute): an error in the reader's language otherwise. */
export const fetchIiifSource = async (url: string): Promise<ViewerSource> => {
  const info = await fetchIiifInfo(url);
  try {
    return await iiifSource(info, url);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(i18n._(msg`${url} is not a IIIF Image API info.json izoom can show (${detail}).`));
  }
};
