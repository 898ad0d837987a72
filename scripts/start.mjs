// `npm start`: the whole system. Today that is the local backend; the frontend (shell and remotes)
// joins here when it lands, started after the backend has written .data/frontend-config.json.
import { spawn } from 'node:child_process';

const child = spawn('npm', ['run', 'supabase', '--', ...process.argv.slice(2)], { stdio: 'inherit' });
const forward = (signal) => () => child.kill(signal);
process.on('SIGINT', forward('SIGINT'));
process.on('SIGTERM', forward('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
