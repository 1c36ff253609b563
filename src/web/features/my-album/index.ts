/** What other features use of "my album": the grid of the signed-in person's albums. */
export { MyAlbumsGrid } from './MyAlbumsGrid';
