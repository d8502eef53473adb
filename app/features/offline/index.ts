export { forgetOfflinePages } from "./offline-pages";
export { OfflineNotice, OfflineStatus, SavedForOfflineNote } from "./lazy";
