import type { Config } from "tailwindcss";

/**
 * Design tokens of the console. Tailwind 4 reads this file through the
 * `@config` line in app/globals.css.
 */
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}", "./lib/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        // A calm sea-green brand with slate neutrals.
        brand: {
          50: "#effaf8",
          100: "#d7f2ed",
          200: "#b0e4dc",
          300: "#7fcfc4",
          400: "#4eb3a8",
          500: "#32978d",
          600: "#257a73",
          700: "#21625d",
          800: "#1f4f4c",
          900: "#1d4340",
          950: "#0b2826",
        },
      },
      // The system's own UI font, no web font (docs/PERFORMANCE.md: a font file cost a phone ≈ 0.6 s before the first text).
      fontFamily: {
        sans: [
          "ui-sans-serif",
          "system-ui",
          "-apple-system",
          '"Segoe UI"',
          "Roboto",
          '"Helvetica Neue"',
          "Arial",
          '"Noto Sans"',
          "sans-serif",
          '"Apple Color Emoji"',
          '"Segoe UI Emoji"',
          '"Segoe UI Symbol"',
          '"Noto Color Emoji"',
        ],
      },
      width: {
        "nav-full": "355px",
        "nav-collapsed": "124px",
        "dialog-alert": "552px",
        "dialog-finder": "540px",
        "dialog-window": "800px",
      },
      // Layers (DESIGN §3 "Toasts"): sticky headers, the phone's sticky action bar, the menu drawer, dialogs, toasts.
      zIndex: {
        sticky: "10",
        bar: "30",
        drawer: "40",
        dialog: "50",
        toast: "60",
      },
      // One ratio for every listing picture (DESIGN.md §4): aspect-listing.
      aspectRatio: {
        listing: "4 / 3",
      },
      // A client navigation in progress (intent-link.tsx): hidden for 200 ms, then slowly across the window.
      keyframes: {
        "navigation-pending": { from: { transform: "scaleX(0)" }, to: { transform: "scaleX(0.9)" } },
      },
      animation: {
        "navigation-pending": "navigation-pending 8s ease-out 200ms both",
      },
      // max-w-dialog-* caps dialogs at the spec's widths while they still shrink on phones.
      maxWidth: {
        "dialog-alert": "552px",
        "dialog-finder": "540px",
        "dialog-window": "800px",
      },
    },
  },
};

export default config;
