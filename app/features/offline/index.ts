export { forgetOfflinePages } from "./offline-pages";
export { registerWorkerScript } from "./register";
export { OfflineNotice, OfflineStatus, SavedForOfflineNote } from "./lazy";
