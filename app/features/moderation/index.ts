// The moderator tools and notices other features show beside an item (the only file of this folder they may import).
export { actionsFor, ModerationForm } from "./moderation-form";
export { ModerationNotice } from "./moderation-notice";
export { GroupModeratorScope, useModeratorKind } from "./moderation-scope";
