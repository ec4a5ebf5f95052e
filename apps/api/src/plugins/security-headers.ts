// quality-bar "Security": a strict CSP (no inline scripts, no eval), nosniff, no referrer, no framing,
// HSTS when served over HTTPS.
import fp from 'fastify-plugin';

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // Emotion (Chakra UI) injects <style> elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export default fp<{ hsts: boolean }>(
  async (app, { hsts }) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Content-Security-Policy', contentSecurityPolicy);
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'no-referrer');
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('Cross-Origin-Resource-Policy', 'same-origin');
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
      if (hsts) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      return payload;
    });
  },
  { name: 'security-headers' },
);
