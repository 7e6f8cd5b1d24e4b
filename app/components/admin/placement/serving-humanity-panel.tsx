import type { AdminPanelData } from "~/admin/admin-panels.server";

type Props = Extract<AdminPanelData, { tab: "serving-humanity" }>;

export function ServingHumanityPanel(_props: Props) {
  return <p>Being built.</p>;
}
