import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { featureEntriesVitePlugin } from "./scripts/feature-entries.ts";

export default defineConfig({
  plugins: [featureEntriesVitePlugin(), tailwindcss(), reactRouter()],
  environments: {
    // The server build's entry is the Express server, which imports the React Router app: one
    // bundle, one copy of every module (server/site-server.ts).
    ssr: { build: { rolldownOptions: { input: "./server/site-server.ts" } } },
  },
  build: {
    // The site's small shared modules (registry, catalogue, settings, rich-text rendering, the
    // icon runtime) in one chunk instead of a dozen: the dashboard's routes all use them, and
    // split apart each paid gzip and request overhead (238 files in build/client, not 252).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "site",
              test: /\/app\/(shared\/site\/(page-registry|vocabulary|site-settings|public-media-messages|seo|use-site-settings)|shared\/lib\/(class-names|placeholders)|shared\/ui\/button-styles|features\/pages\/(image-catalogue|rich-text-document|calls-to-action))\.|lucide-react\/dist\/esm\/(createLucideIcon|Icon|context|defaultAttributes|shared\/)/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
});
