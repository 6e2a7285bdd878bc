// Auth's public entry: starts loading the sign-in dialog before it is opened (a page's
// buttons that need a signed-in user call it on hover or focus). The dialog itself opens
// through the auth state (providers/auth-provider.tsx), which every layer may use.
export { preloadAuthDialog } from "./components/auth-dialog-host";
