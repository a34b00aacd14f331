import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  base: "/micromall/",
  plugins: [react()],
  build: { assetsDir: "static" },
  preview: { port: 4173, strictPort: true },
});
