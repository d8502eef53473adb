// What other features use of the forum: the member's live events, the "Solved" badge of a post, its address.
export { useMemberEvents } from "./live-updates";
export { postPath } from "./paths";
export { SolvedBadge } from "./solved-badge";
