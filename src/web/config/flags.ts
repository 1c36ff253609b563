/**
 * The build flags of spec §9.
 * - Mock mode: `npm run demo` (or `VITE_MOCK_MODE=true` at build time) runs the app with no server, against
 *   the in-browser backend of src/web/mock. main.tsx and LoginPage test `import.meta.env.VITE_MOCK_MODE`
 *   inline, so that a normal build leaves the mock code out altogether.
 * - Production mode is Vite's own (`import.meta.env.PROD`).
 * - Registration is disabled by the server's config (`registrationEnabled`) or, in a mock build, by
 *   `VITE_REGISTRATION_DISABLED=true`.
 */
export const REGISTRATION_DISABLED = import.meta.env.VITE_REGISTRATION_DISABLED === 'true';
