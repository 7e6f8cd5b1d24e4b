import { Copy, Download } from "lucide-react";
import { toast } from "sonner";
import { cn } from "~/shared/lib/class-names";
import { buttonBase, buttonStyles } from "~/shared/ui/button-styles";

const smallButton = "min-h-10 gap-2 px-4 py-2 text-sm";

/** Recovery codes, shown once: to copy or download and keep somewhere safe. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const text = `${codes.join("\n")}\n`;
  async function copy() {
    await navigator.clipboard.writeText(text);
    toast.success("Recovery codes copied");
  }
  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  }
  return (
    <section
      aria-labelledby="recovery-codes-heading"
      className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-700 dark:bg-slate-800"
    >
      <h3 id="recovery-codes-heading" className="text-lg font-bold">
        Your recovery codes
      </h3>
      <p className="mt-1 text-sm">
        If you lose your phone, sign in with one of these instead of a code. Each works once. They
        are shown only now: copy or download them and keep them somewhere safe.
      </p>
      <ol className="mt-3 grid grid-cols-2 gap-2 font-mono text-base" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={copy}
          className={cn(buttonBase, buttonStyles.secondary, smallButton)}
        >
          <Copy aria-hidden="true" className="size-4" /> Copy
        </button>
        <button
          type="button"
          onClick={download}
          className={cn(buttonBase, buttonStyles.secondary, smallButton)}
        >
          <Download aria-hidden="true" className="size-4" /> Download
        </button>
      </div>
    </section>
  );
}
