import type { MemberEvent } from "@common/notifications";
import { useMemberEvents } from "~/features/forum";

/** The bell's subscription to the member's own events; its own chunk, so that pages without a feed skip it. */
export default function BellLiveCount({
  memberId,
  onEvent,
}: {
  memberId: string;
  onEvent: (event: MemberEvent) => void;
}) {
  useMemberEvents(memberId, onEvent);
  return null;
}
