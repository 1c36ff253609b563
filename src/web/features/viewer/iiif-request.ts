import { iiifSource, type ViewerSource } from '../../../viewer';
import { fetchIiifInfo, notShowable } from '../../api/iiif-info';

/** A IIIF image's source from its info.json at `url` (absolute): an error in the reader's language otherwise. */
export const fetchIiifSource = async (url: string): Promise<ViewerSource> => {
  const info = await fetchIiifInfo(url);
  try {
    return await iiifSource(info, url);
  } catch (error) {
    throw notShowable(url, error);
  }
};
