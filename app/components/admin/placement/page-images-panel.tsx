import type { AdminPanelData } from "~/admin/admin-panels.server";

type Props = Extract<AdminPanelData, { tab: "page-images" }>;

export function PageImagesPanel(_props: Props) {
  return <p>Being built.</p>;
}
