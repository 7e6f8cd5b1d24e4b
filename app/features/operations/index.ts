export { NeedsAttentionPanel } from "./ui/needs-attention-panel";
