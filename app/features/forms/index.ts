// What other features use of the forms' feedback (the only file of this folder they may import).
export { useActionToast, useFieldErrors, useOnNewResult } from "./action-feedback";
