import { useEffect } from "react";
import { Icon } from "~/components/ui/icons";
import { isFailure } from "@common/action-result";
import { m } from "@common/i18n";
import { CurrentPasswordField, SectionForm, SubmitButton, type SettingsResult } from "./section";

const INTENT = "export-data";

/** The one-use link in a successful answer to a running page (without JavaScript the action redirects to it). */
function downloadOf(result: SettingsResult): string | undefined {
  if (!result || isFailure(result)) return undefined;
  return (result.data as { download?: string } | undefined)?.download;
}

/** Links already opened: each works once, and an effect may run twice (React's strict mode). */
const opened = new Set<string>();

/** Opens the archive's link once: the browser downloads it and the page stays as it is. */
function StartDownload({ href }: { href: string }) {
  useEffect(() => {
    if (opened.has(href)) return;
    opened.add(href);
    window.location.assign(href);
  }, [href]);
  return (
    <p role="status" className="text-muted-foreground">
      {m.settings_download_started()}
    </p>
  );
}

/**
 * "Download my data" (ADR 0037): the current password, then the archive downloads. It is a plain form:
 * without JavaScript the answer redirects to the archive, and a refusal comes back beside the field.
 */
export function DataExportSection() {
  return (
    <SectionForm intent={INTENT}>
      {({ result, errors }) => {
        const download = downloadOf(result);
        return (
          <>
            <p className="text-muted-foreground">{m.settings_data_intro({ perHour: 3 })}</p>
            <CurrentPasswordField error={errors.errorFor("currentPassword")} />
            <div>
              <SubmitButton intent={INTENT} pendingLabel={m.settings_preparing()}>
                <Icon name="download" aria-hidden className="size-4" /> {m.settings_download_my_data()}
              </SubmitButton>
            </div>
            {download && <StartDownload href={download} />}
          </>
        );
      }}
    </SectionForm>
  );
}
