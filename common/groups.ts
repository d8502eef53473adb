/** The longest name a private group's topic may have (ADR 0063; the group_topics table checks it too). */
export const GROUP_TOPIC_NAME_MAX = 40;
