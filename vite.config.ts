import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    // The server build's entry is the Express server, which imports the React Router app: one
    // bundle, one copy of every module (server/site-server.ts).
    ssr: { build: { rolldownOptions: { input: "./server/site-server.ts" } } },
  },
  build: {
    // The site's small shared modules (registry, catalogue, settings, rich-text rendering, the
    // icon runtime) in one chunk instead of a dozen: the dashboard shares them with the public
    // pages, and split apart each paid gzip and request overhead (home page JS 142.3 KB → 140.1).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "site",
              test: /\/app\/(content\/(page-registry|image-catalogue|vocabulary|site-settings|public-media-messages|rich-text-document|calls-to-action)|lib\/(seo|class-names|placeholders|use-site-settings)|components\/ui\/button-styles)\.|lucide-react\/dist\/esm\/(createLucideIcon|Icon|context|defaultAttributes|shared\/)/,
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
