/**
 * The localStorage key set while this browser has a signed-in member: a hint for the prerendered pages and
 * the offline page, never a credential. Its own module: the service worker's rules read it too.
 */
export const MEMBER_HINT_KEY = "ireland-guide-member";
