#!/bin/sh
# The bundled server as production runs it (npm run serve); a benchmark may name another bundle.
#
# glibc's allocator keeps the blocks that V8's compilers and PGlite's WebAssembly compile free at
# start-up in its per-thread arenas, about 60 MiB at rest; with these thresholds it hands them
# back (docs/benchmarks.md, "Start-up and memory at rest"). Set either to override it.
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-32768}"
export MALLOC_TRIM_THRESHOLD_="${MALLOC_TRIM_THRESHOLD_:-32768}"
exec node "${1:-$(dirname "$0")/../build/server/main.mjs}"
