import { lazy, Suspense, useState } from "react";
import { Button } from "./button";
import type { DialogProps } from "./dialog-parts";
import { m } from "@common/i18n";

export { useEscapeCloses, useReturnFocus, type DialogProps } from "./dialog-parts";

const ModalDialog = lazy(() => import("./modal-dialog"));

/**
 * A centred modal dialog with a title, a description and actions, opened from state. Its code is fetched
 * when it first opens (most readers never open one); until then it renders nothing.
 */
export function Dialog(props: DialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}

/** "Delete this …?" with Cancel and a destructive Delete (showing 'Deleting...' while it runs). */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {m.ui_cancel()}
        </Button>
        <Button variant="destructive" disabled={pending} onClick={onConfirm}>
          {pending ? m.ui_deleting() : m.ui_delete()}
        </Button>
      </div>
    </Dialog>
  );
}
