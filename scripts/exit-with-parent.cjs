// Preloaded (node --require) into the Auth Emulator's process by server/src/embedded/authEmulator.ts.
// The app stops its children on Ctrl-C and SIGTERM, but a SIGKILL gives it no chance: FerretDB
// watches its parent itself (--exit-with-parent); this does the same for firebase-tools. When the
// parent is gone (this process was re-parented), it interrupts itself, as Ctrl-C would, so the
// emulator still exports its accounts; if that takes over 10 s, it exits anyway.
'use strict';
const parent = process.ppid;
const watch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(watch);
  setTimeout(() => process.exit(1), 10_000).unref();
  process.kill(process.pid, 'SIGINT');
}, 500);
watch.unref();
