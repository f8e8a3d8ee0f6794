// The page budgets' reference (scripts/bench/pages.ts): what Next.js and React alone cost a phone.
export const metadata = { title: "Minimal Next.js page" };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
