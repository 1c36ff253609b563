/** What other features use of offline saving: the save button and the list of saved albums. */
export { SavedAlbums } from './SavedAlbums';
export { SaveOfflineButton } from './SaveOfflineButton';
