/** What other features use of the sign-in pages: the button that starts a sign-in from where the person is. */
export { SignInButton } from './SignInButton';
