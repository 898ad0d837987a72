// `npm run build:apps -w e2e`: builds the stale frontends, as the e2e global setup would. The root
// runner calls it once before its two e2e groups start side by side, so they never build together.
import { ensureBuilt } from './build.ts';

const built = await ensureBuilt((line) => console.log(line));
console.log(built.length ? `Compilados: ${built.join(', ')}` : 'dist atualizado, sem build');
