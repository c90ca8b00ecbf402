/**
 * Creates an embedded database folder (initdb) and exits. The server runs it as a child process on a first start:
 * initdb's WebAssembly memory (several hundred MB) then goes away with the child instead of staying in the server's
 * resident memory until a garbage collection that an idle server may never run.
 */
import { PGlite } from '@electric-sql/pglite';

const [dir] = process.argv.slice(2);
if (!dir) throw new Error('usage: pglite-init <data folder>');
const pglite = await PGlite.create(dir);
await pglite.close();
