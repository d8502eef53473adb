export { forgetKeptPages } from "./kept-pages";
export { OfflineStatus, registerWorkerScript, useSavedForOffline } from "./offline-status";
export { keepTextOffline, notSent, OFFLINE } from "./not-sent";
