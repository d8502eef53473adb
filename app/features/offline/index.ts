export { forgetKeptPages } from "./kept-pages";
export { registerWorkerScript } from "./register";
export { OfflineNotice, OfflineStatus, SavedForOfflineNote } from "./lazy";
