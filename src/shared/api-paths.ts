/**
 * Every call of spec §7, relative to the configurable API base (default `/api`).
 * `:id` is the item's id (for `/izooms/*`, the izoom's). `multipart` calls take files as
 * multipart/form-data; the rest take JSON.
 */

export const DEFAULT_API_BASE = '/api';

export interface ApiCall {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  /** The form fields of a multipart call, by name: what each holds. */
  multipart?: Record<string, string>;
}

const call = (method: ApiCall['method'], path: string, summary: string, multipart?: ApiCall['multipart']): ApiCall => ({
  method,
  path,
  summary,
  ...(multipart && { multipart }),
});
const FILES = { files: 'One or more pictures (JPEG, PNG, WebP, AVIF, TIFF or GIF)' };
const ZIP = { file: 'A zip of pictures; folders and natural file-name order give the order' };

export const UsersPaths = {
  login: call(
    'POST',
    '/users-izoomviewer/login',
    'Upsert the app user from the token; with a user payload, create or update the profile',
  ),
  forgotPassword: call('POST', '/users-izoomviewer/login/forgot-password', 'Send a one-time password reset link'),
  resetPassword: call('POST', '/users-izoomviewer/login/reset-password', 'Set a new password with a reset link token'),
  me: call('GET', '/users-izoomviewer/login/me', 'The current user'),
  registerPhone: call('POST', '/users-izoomviewer/register-phone', 'An identity without a password sets one'),
  register: call('POST', '/users-izoomviewer/register', 'Create the app user for the signed-in identity'),
  prepareAccount: call('POST', '/users-izoomviewer/prepare-account', 'Admin creates a guest viewer (kiosk) account'),
  checkAccount: call('POST', '/users-izoomviewer/check-account', 'Whether an account exists for an e-mail'),
} as const;

export const IzoomPaths = {
  create: call('POST', '/izooms/create', 'Create an izoom'),
  upload: call('POST', '/izooms/upload/:id', 'Upload pictures to an izoom (all or none)', FILES),
  get: call('GET', '/izooms/get', 'List the izooms the caller may manage (paged)'),
  getById: call('GET', '/izooms/get-by-id/:id', 'One izoom the caller may see'),
  update: call('POST', '/izooms/update/:id', 'Update name, description or public flag'),
  delete: call('POST', '/izooms/delete/:id', 'Delete an izoom'),
  deletePicture: call('POST', '/izooms/delete-picture/:id', 'Delete one picture of an izoom: {pictureId}'),
  publicList: call('GET', '/izooms/public-list', 'List public izooms (paged)'),
  getPublicIzoomById: call('GET', '/izooms/get-public-izoom-by-id/:id', 'One public izoom'),
  uploadZip: call(
    'POST',
    '/izooms/upload-zip/:id',
    'Upload a zip of pictures; non-pictures are skipped and listed',
    ZIP,
  ),
  generateIzoom: call('POST', '/izooms/generate-izoom/:id', 'Queue generation of the deep-zoom pyramids'),
  getGenerateState: call('GET', '/izooms/get-generate-state/:id', 'The generation state'),
  stopGenerate: call('POST', '/izooms/stop-generate/:id', 'Stop a queued or running generation'),
  updatePoster: call(
    'POST',
    '/izooms/update-poster/:id',
    'Choose the poster: JSON {pictureId}, or multipart with one image in `file`',
    { file: 'An image for the poster (instead of JSON {pictureId})' },
  ),
  updateImg: call('POST', '/izooms/update-img/:id', "Replace one picture's image", {
    pictureId: 'The picture to replace',
    file: 'The new image',
  }),
  uploadZipAndGenerate: call(
    'POST',
    '/izooms/upload-zip-and-generate/:id',
    'Upload a zip of pictures, then queue generation',
    ZIP,
  ),
} as const;

export const AlbumPaths = {
  get: call('GET', '/albums/get', 'List the albums the caller may manage (paged)'),
  publicAlbumV2: call('GET', '/albums/public-album-v2', 'List public albums with posters and counts (paged)'),
  getById: call('GET', '/albums/get-by-id/:id', 'One album the caller may see'),
  publicGetById: call('GET', '/albums/public/get-by-id/:id', 'One public album with its public izooms'),
  create: call('POST', '/albums/create', 'Create an album'),
  update: call('POST', '/albums/update/:id', 'Update name, description, public flag or poster'),
  delete: call('POST', '/albums/delete/:id', 'Delete an album'),
  updateGroup: call('POST', '/albums/update-group/:id', "Replace the album's groups"),
  updateSceneFile: call(
    'POST',
    '/albums/update-cill-file/:id',
    "Upload the album's scene file, or JSON {remove: true}",
    {
      file: 'A binary glTF model (.glb) or an equirectangular panorama image (2:1)',
    },
  ),
  updatePosition: call('POST', '/albums/update-position/:id', "Set izooms' positions in the album scene"),
} as const;

/** Calls beyond the specification's, for the admin area (not in ALL_CALLS, which is the spec's list). */
export const AdminPaths = {
  summary: call('GET', '/admin/summary', 'Counts, storage used and recent generation jobs of what the caller manages'),
  reorderPictures: call('POST', '/izooms/reorder-pictures/:id', "Put an izoom's pictures in a new order: {pictureIds}"),
  addIiifPicture: call(
    'POST',
    '/izooms/add-iiif-picture/:id',
    'Add an outside IIIF image as a picture: {infoUrl, width, height, name?}; browsers fetch it, the server never does',
  ),
} as const;

export const ALL_CALLS: readonly ApiCall[] = [
  ...Object.values(UsersPaths),
  ...Object.values(IzoomPaths),
  ...Object.values(AlbumPaths),
];

/** Fill `:id` (and any other `:name`) in a path. */
export const fillPath = (path: string, params: Record<string, string | number>): string =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
