/**
 * What a first write to fresh memory costs on this host, per 4 KB page, in microseconds: the kernel
 * maps a page at its first write, and under some hypervisors every such fault leaves the virtual
 * machine (this workplace's machines, PVM's shadow paging: 12 to 18 µs a page; an unvirtualised
 * Linux machine takes well under a microsecond). Lighthouse's benchmark index is a loop over memory
 * it has already touched and never sees this cost, while a browser's first load of a page writes to
 * tens of megabytes of fresh memory (some 20,000 pages in the renderer alone here, counted from
 * /proc): style, layout, the parser and the script heap all take it. The bench prints it so that
 * a reader can tell a slow host from a slow page (docs/architecture.md, section 9).
 */
export function freshPageMicros(): number {
  const pageBytes = 4096
  const bytes = 128 * 1024 * 1024
  // A large typed array is zero memory mapped on demand: each page is faulted in at its first write.
  const fresh = new Uint8Array(bytes)
  const start = performance.now()
  for (let offset = 0; offset < bytes; offset += pageBytes) fresh[offset] = 1
  return ((performance.now() - start) * 1000) / (bytes / pageBytes)
}
