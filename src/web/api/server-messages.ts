import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { messageTable, type Rule, reworded, rule } from './message-table';

/**
 * The server answers in English (the API's messages are part of the spec); people read them in their language.
 * Each rule pairs a message the server sends, with `{name}` where it varies, and its catalog message. A part
 * named in `nested` is itself a server message (or a word of WORDS) and is put in the language too.
 * `server-messages.test.ts` checks that every message written in src/server has a rule.
 */

/** Words the server puts into its sentences ("The requested album is not found"). */
const WORDS: Record<string, MessageDescriptor> = {
  izoom: msg`izoom`,
  album: msg`album`,
  picture: msg`picture`,
  path: msg`path`,
  user: msg`user`,
  page: msg`page`,
  // Fields a form shows (the server names them by their JSON name).
  name: msg`name`,
  description: msg`description`,
  email: msg`email`,
  password: msg`password`,
  fullname: msg`fullname`,
  firstname: msg`firstname`,
  lastname: msg`lastname`,
  language: msg`language`,
  file: msg`file`,
  files: msg`files`,
  'JPEG, PNG, WebP, AVIF, TIFF or GIF': msg`JPEG, PNG, WebP, AVIF, TIFF or GIF`,
  // Why a scene file is refused (src/server/uploads/glb.ts).
  'its binary container is damaged': msg`its binary container is damaged`,
  'its geometry points past the end of its data': msg`its geometry points past the end of its data`,
  'one of its images cannot be read': msg`one of its images cannot be read`,
  'it refers to parts it does not contain': msg`it refers to parts it does not contain`,
  'its glTF JSON cannot be read': msg`its glTF JSON cannot be read`,
  'it breaks the rules of glTF 2.0': msg`it breaks the rules of glTF 2.0`,
};

export const SERVER_MESSAGE_RULES: readonly Rule[] = [
  // Reading and changing izooms and albums
  rule('The requested {what} is not found', msg`The requested {what} is not found`, ['what']),
  rule('You can view this {what} but not change it', msg`You can view this {what} but not change it`, ['what']),
  rule('You are not allowed to do this', msg`You are not allowed to do this`),
  rule('Guest accounts can view but not create', msg`Guest accounts can view but not create`),
  rule('Only admins can do this', msg`Only admins can do this`),
  rule('This izoom kept changing: please try again', msg`This izoom kept changing: please try again`),
  rule('This album kept changing: please try again', msg`This album kept changing: please try again`),
  rule('The requested izoom {ids} is not found', msg`The requested izoom {ids} is not found`),
  rule(
    'The requested picture {id} is not found in this izoom',
    msg`The requested picture {id} is not found in this izoom`,
  ),
  rule(
    'pictureIds must name every picture of the izoom once',
    msg`pictureIds must name every picture of the izoom once`,
  ),
  rule('Group id "{id}" is used twice', msg`Group id "{id}" is used twice`),
  rule(
    'Izoom {id} is not in this album: add it to a group first',
    msg`Izoom {id} is not in this album: add it to a group first`,
  ),
  rule('Izoom {id} is placed twice', msg`Izoom {id} is placed twice`),
  // Generation
  rule('Upload at least one picture before generating', msg`Upload at least one picture before generating`),
  rule(
    'A generation of this izoom is already queued or running',
    msg`A generation of this izoom is already queued or running`,
  ),
  rule('No generation of this izoom is queued or running', msg`No generation of this izoom is queued or running`),
  rule(
    'This izoom is being generated: stop the generation before changing its pictures',
    msg`This izoom is being generated: stop the generation before changing its pictures`,
  ),
  rule('Waiting for a worker', msg`Waiting for a worker`),
  rule('Starting', msg`Starting`),
  rule('Tiling pictures: {done} of {total} done', msg`Tiling pictures: {done} of {total} done`),
  rule('Writing the manifest', msg`Writing the manifest`),
  rule('Publishing the new version', msg`Publishing the new version`),
  rule('Done', msg`Done`),
  rule('Stopped', msg`Stopped`),
  rule('Stopped before it started', msg`Stopped before it started`),
  rule('Resumes when a worker starts again', msg`Resumes when a worker starts again`),
  rule('Resuming after a server restart', msg`Resuming after a server restart`),
  rule('Generation could not be queued. Please try again.', msg`Generation could not be queued. Please try again.`),
  rule(
    'Generation failed: the server stopped during it {count} times. Please generate again.',
    msg`Generation failed: the server stopped during it {count} times. Please generate again.`,
  ),
  rule(
    'Generation failed: the worker running it stopped {count} times. Please generate again.',
    msg`Generation failed: the worker running it stopped {count} times. Please generate again.`,
  ),
  rule('Generation failed: {reason}', msg`Generation failed: {reason}`, ['reason']),
  // A picture's own failure during generation: its name, then why.
  rule('{file}: {reason}', msg`{file}: {reason}`, ['reason']),
  rule(
    'it ran longer than {seconds} seconds (JOB_MAX_SECONDS)',
    msg`it ran longer than {seconds} seconds (JOB_MAX_SECONDS)`,
  ),
  rule('The izoom was deleted', msg`The izoom was deleted`),
  rule('This izoom has no pictures', msg`This izoom has no pictures`),
  rule('The server is shutting down', msg`The server is shutting down`),
  rule('The imaging worker stopped unexpectedly ({why})', msg`The imaging worker stopped unexpectedly ({why})`),
  // Pictures, zips and scene files
  rule('{file} is not a picture ({formats})', msg`{file} is not a picture ({formats})`, ['formats']),
  rule('{file} could not be read as {format}: {reason}', msg`{file} could not be read as {format}: {reason}`),
  rule('{file} is damaged or incomplete: {reason}', msg`{file} is damaged or incomplete: {reason}`),
  rule('{file} has no pixels', msg`{file} has no pixels`),
  rule(
    '{file} is {width} × {height} pixels ({megapixels}); the limit is {limit}',
    msg`{file} is {width} × {height} pixels ({megapixels}); the limit is {limit}`,
  ),
  rule(
    '{file} is {width} × {height}: a panorama must be equirectangular, twice as wide as it is high',
    msg`{file} is {width} × {height}: a panorama must be equirectangular, twice as wide as it is high`,
  ),
  rule('{file} has no pictures we can use', msg`{file} has no pictures we can use`),
  // Outside IIIF images (izooms/add-iiif-picture)
  rule(
    "An absolute http or https URL of a IIIF image's info.json or id, without query or fragment",
    msg`An absolute http or https URL of a IIIF image's info.json or id, without query or fragment`,
  ),
  rule(
    'The image has {pixels} pixels; at most {limit} are allowed',
    msg`The image has {pixels} pixels; at most {limit} are allowed`,
  ),
  rule('An outside IIIF image cannot be the poster', msg`An outside IIIF image cannot be the poster`),
  rule('{file} is larger than the limit of {limit}', msg`{file} is larger than the limit of {limit}`),
  rule(
    '{file} is larger than the scene file limit of {limit}',
    msg`{file} is larger than the scene file limit of {limit}`,
  ),
  rule(
    '{file} is neither a binary glTF model (.glb) nor a panorama picture ({formats})',
    msg`{file} is neither a binary glTF model (.glb) nor a panorama picture ({formats})`,
    ['formats'],
  ),
  rule('{file} cannot be used as a scene: {why}', msg`{file} cannot be used as a scene: {why}`, ['why']),
  rule('Send at most {count} files at once', msg`Send at most {count} files at once`),
  rule('Send the files as multipart/form-data', msg`Send the files as multipart/form-data`),
  rule(
    'The upload was interrupted or is not valid multipart data',
    msg`The upload was interrupted or is not valid multipart data`,
  ),
  rule('This file is not a zip archive', msg`This file is not a zip archive`),
  rule('The zip archive is damaged ({reason})', msg`The zip archive is damaged ({reason})`),
  rule('The zip archive is damaged or truncated ({reason})', msg`The zip archive is damaged or truncated ({reason})`),
  rule('The zip has {count} entries; the limit is {limit}', msg`The zip has {count} entries; the limit is {limit}`),
  rule('The zip expands to {size}; the limit is {limit}', msg`The zip expands to {size}; the limit is {limit}`),
  rule('The zip expands to more than {limit}', msg`The zip expands to more than {limit}`),
  rule('The zip entry "{entry}" has an unsafe path', msg`The zip entry "{entry}" has an unsafe path`),
  rule('The zip entry "{entry}" is damaged ({reason})', msg`The zip entry "{entry}" is damaged ({reason})`),
  rule(
    'The zip entry "{entry}" is an archive inside the zip',
    msg`The zip entry "{entry}" is an archive inside the zip`,
  ),
  rule('The zip entry "{entry}" {why}', msg`The zip entry "{entry}" {why}`, ['why']),
  rule('is a symbolic link', msg`is a symbolic link`),
  rule('is an archive inside the zip', msg`is an archive inside the zip`),
  rule('is encrypted', msg`is encrypted`),
  rule('uses an unsupported compression method', msg`uses an unsupported compression method`),
  rule('expands {ratio} times its size: likely a zip bomb', msg`expands {ratio} times its size: likely a zip bomb`),
  // Accounts and sign-in
  rule('Sign in to continue', msg`Sign in to continue`),
  rule('The login detail is incorrect', msg`The login detail is incorrect`),
  rule('This sign-in page has expired. Please start again.', msg`This sign-in page has expired. Please start again.`),
  rule('Registration is disabled on this server', msg`Registration is disabled on this server`),
  rule('An account with this e-mail already exists', msg`An account with this e-mail already exists`),
  rule(
    'An account with this e-mail already exists. Sign in with it, or verify your e-mail first.',
    msg`An account with this e-mail already exists. Sign in with it, or verify your e-mail first.`,
  ),
  rule('This sign-in already has an izoom account', msg`This sign-in already has an izoom account`),
  rule('This account already has a password', msg`This account already has a password`),
  rule(
    'This account no longer exists. Please sign in again.',
    msg`This account no longer exists. Please sign in again.`,
  ),
  rule('Your sign-in gives no e-mail address', msg`Your sign-in gives no e-mail address`),
  rule('Your sign-in has expired. Please sign in again.', msg`Your sign-in has expired. Please sign in again.`),
  rule('This sign-in has ended. Please sign in again.', msg`This sign-in has ended. Please sign in again.`),
  rule('This access token is unknown, revoked or expired', msg`This access token is unknown, revoked or expired`),
  rule('The access token is not valid', msg`The access token is not valid`),
  rule('The Authorization header must be "Bearer <token>"', msg`The Authorization header must be "Bearer <token>"`),
  rule(
    'No izoom account belongs to this sign-in yet. Call login first.',
    msg`No izoom account belongs to this sign-in yet. Call login first.`,
  ),
  rule(
    'This reset link is not valid any more. Ask for a new one.',
    msg`This reset link is not valid any more. Ask for a new one.`,
  ),
  rule(
    'Too many attempts. Please wait a minute and try again.',
    msg`Too many attempts. Please wait a minute and try again.`,
  ),
  rule(
    'Too many attempts. Please wait {seconds} seconds and try again.',
    msg`Too many attempts. Please wait {seconds} seconds and try again.`,
  ),
  // Requests the server could not take
  rule('{field} is required', msg`{field} is required`, ['field']),
  rule('{field} is not valid', msg`{field} is not valid`, ['field']),
  rule('{field} minimum length is {min}', msg`{field} minimum length is {min}`, ['field']),
  rule('Field is not valid', msg`Field is not valid`),
  rule('Send at least one field to change', msg`Send at least one field to change`),
  rule(
    'A newer version of izoom is available ({version} or later is needed). Please reload to update.',
    msg`A newer version of izoom is available ({version} or later is needed). Please reload to update.`,
  ),
  rule('The request arrived too slowly. Please try again.', msg`The request arrived too slowly. Please try again.`),
  rule('The request headers are too large', msg`The request headers are too large`),
  rule('The request body is too large', msg`The request body is too large`),
  rule(
    'The chunk extensions of the request body are too large',
    msg`The chunk extensions of the request body are too large`,
  ),
  rule('The request is not valid HTTP', msg`The request is not valid HTTP`),
  rule('The request has no Host header', msg`The request has no Host header`),
  rule('The request body does not match its Content-Length', msg`The request body does not match its Content-Length`),
  rule('The request body is not valid JSON', msg`The request body is not valid JSON`),
  rule(
    'The path is not a valid URL (check its percent-encoding)',
    msg`The path is not a valid URL (check its percent-encoding)`,
  ),
  rule('A part of the path is too long', msg`A part of the path is too long`),
  rule('Send JSON in UTF-8', msg`Send JSON in UTF-8`),
  rule('Send the request body as application/json', msg`Send the request body as application/json`),
  rule(
    'Send multipart/form-data with its boundary parameter',
    msg`Send multipart/form-data with its boundary parameter`,
  ),
  rule('{method} is not allowed here', msg`{method} is not allowed here`),
  rule(
    'Something went wrong on the server. Please try again.',
    msg`Something went wrong on the server. Please try again.`,
  ),
  // When no answer came back (src/web/api/client.ts, upload-request.ts)
  rule('Network error', msg`Network error`),
  reworded('Failed to fetch', msg`Network error`),
  rule('Upload cancelled', msg`Upload cancelled`),
  rule('The server did not answer in time', msg`The server did not answer in time`),
  rule(
    'The server answered with something that is not an envelope',
    msg`The server answered with something that is not an envelope`,
  ),
  reworded('HTTP {status}', msg`The server answered HTTP {status}`),
  // Status texts of answers without an envelope (a proxy in front of the server)
  reworded('Bad Gateway', msg`The server cannot be reached through its gateway`),
  reworded('Service Unavailable', msg`The server is not available at the moment`),
  reworded('Gateway Timeout', msg`The server did not answer in time`),
  reworded('Internal Server Error', msg`Something went wrong on the server. Please try again.`),
];

const table = messageTable(SERVER_MESSAGE_RULES, WORDS);

/** The rule a server message comes from, with its varying parts; undefined for a message we do not know. */
export const matchServerMessage = table.match;

/** A server message in the current language; one we do not know stays as it came. */
export const localizeServerMessage = table.localize;
