import type { MetadataRoute } from "next";

/**
 * The web app manifest (/manifest.webmanifest): the console installs as an app
 * that opens on the dashboard in its own window. Public, like its icons
 * (proxy.ts lets both through without a session); docs/OFFLINE.md.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "Agency Console",
    short_name: "Agency",
    description: "Back-office console of the agency: clients, listings, service orders, reminders and accounts.",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    orientation: "any",
    lang: "en-US",
    dir: "ltr",
    background_color: "#f8fafc",
    theme_color: "#21625d",
    categories: ["business", "productivity"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
