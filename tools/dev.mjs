// `pnpm dev`: the API in watch mode on :3001 and Vite with HMR on :3000, /api proxied to the API.
import { spawn } from 'node:child_process';

const children = [
  spawn('pnpm', ['--filter', '@portal/api', 'dev'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: process.env.API_PORT ?? '3001',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:3000',
      DEV_MAILBOX: 'true',
    },
  }),
  spawn('pnpm', ['--filter', '@portal/portal', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://127.0.0.1:${process.env.API_PORT ?? '3001'}` },
  }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
