// Next.js's defaults, as `create-next-app` leaves them (the console's next.config.mjs adds headers, Serwist, …).
/** @type {import('next').NextConfig} */
const config = { poweredByHeader: false };

export default config;
