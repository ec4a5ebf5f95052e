// `pnpm backoffice`: the operator's back office in a terminal (the commands: backoffice-cli.ts).
import { runBackoffice } from './backoffice-cli.ts';

const { exitCode, stdout, stderr } = await runBackoffice(process.argv.slice(2), process.env);
if (stdout) console.log(stdout);
if (stderr) console.error(stderr);
process.exitCode = exitCode;
