import { ErrorCode } from '../../shared/envelope';
import { IIIF_FORMATS, iiifInfoUrlOf, iiifServiceOf } from '../../shared/outside-iiif';
import type { IiifPictureBody } from '../../shared/schemas/admin';
import type { IzoomRow, PictureRow } from '../db/schema';
import { ApiError } from '../errors';
import type { UseCaseContext } from '../use-cases/context';

const refuse = (field: string, description: string) =>
  new ApiError(400, ErrorCode.ValidationError, `${field} is not valid`, { field: `body.${field}` }, description);

/** The name of an outside image nobody named: its service's last path segment. */
const nameOf = (infoUrl: string): string => {
  const last = iiifServiceOf(infoUrl).split('/').pop() ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {}
  return decoded.trim().slice(0, 200) || 'IIIF image';
};

/**
 * Appends an outside IIIF image to the izoom, as the browser that fetched its info.json described it. The server
 * never fetches it: it checks the URL's form and the size against the picture limits, and keeps no bytes.
 */
export async function addIiifPicture(ctx: UseCaseContext, izoom: IzoomRow, body: IiifPictureBody): Promise<PictureRow> {
  const infoUrl = iiifInfoUrlOf(body.infoUrl);
  if (!infoUrl) {
    throw refuse(
      'infoUrl',
      "An absolute http or https URL of a IIIF image's info.json or id, without query or fragment",
    );
  }
  const { width, height } = body;
  const maxPixels = ctx.config.uploads.maxPicturePixels;
  if (width * height > maxPixels) {
    throw refuse('width', `The image has ${width * height} pixels; at most ${maxPixels} are allowed`);
  }
  const [row] = await ctx.repos.pictures.append(izoom.id, [
    {
      name: body.name || nameOf(infoUrl),
      format: IIIF_FORMATS[body.version ?? 3],
      width,
      height,
      bytes: 0,
      hash: '',
      file: '',
      iiif_info_url: infoUrl,
    },
  ]);
  return row;
}
