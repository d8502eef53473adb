// What other features use of the forum: the member's live events (the only file of this folder they may import).
export { useMemberEvents } from "./live-feed";
