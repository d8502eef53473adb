// What other features use of sign-in: who is signed in, and the sign-in prompt (dependency-cruiser's
// features-keep-to-themselves rule lets them import this file and no other of this folder).
export { useAuthState, useCurrentUser, type CurrentUser } from "./current-user";
export { signInHref } from "./sign-in-href";
export { useSignInRequired } from "./sign-in-required";
