import { type MouseEvent, type ReactNode, useState } from "react";
import { toast } from "sonner";
import { IdentityDialog } from "./identity-dialog";

type ConfirmedDownloadLinkProps = {
  href: string;
  className?: string;
  children: ReactNode;
};

/**
 * A download of personal data. The server may first ask for the password again
 * (re-authentication): the dialog asks, then the download starts. Without JavaScript the link
 * downloads directly, or shows the server's message.
 */
export function ConfirmedDownloadLink({ href, className, children }: ConfirmedDownloadLinkProps) {
  const [reason, setReason] = useState<string | null>(null);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const response = await fetch(href, { credentials: "same-origin" });
    if (response.ok) {
      saveFile(await response.blob(), readFileName(response) ?? "download");
      return;
    }
    const answer = (await response.json().catch(() => ({}))) as {
      error?: string;
      confirmIdentity?: boolean;
    };
    if (response.status === 403 && answer.confirmIdentity) setReason(answer.error ?? "");
    else toast.error("Download failed", { description: answer.error });
  }

  return (
    <>
      <a href={href} download onClick={download} className={className}>
        {children}
      </a>
      <IdentityDialog
        open={reason !== null}
        reason={reason ?? undefined}
        onCancel={() => setReason(null)}
        onConfirmed={() => {
          setReason(null);
          window.location.assign(href);
        }}
      />
    </>
  );
}

function readFileName(response: Response) {
  return response.headers.get("Content-Disposition")?.match(/filename="([^"]+)"/)?.[1];
}

function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
