// What other features use of the forum: the member's live events, and the "Solved" badge of a post.
export { useMemberEvents } from "./live-updates";
export { SolvedBadge } from "./solved-badge";
