/**
 * The browser entry, imported by the prerendered page after its first paint. React and the router
 * are evaluated first and the app in a task of its own, with a yield to the browser in between:
 * each is some tens of milliseconds of script on a phone, and together they would be one long task
 * in which a tap waits.
 *
 * This file imports nothing of the app statically, not even a helper: whatever it imports from
 * src/ is bundled into the shell chunk with the app (vite.config.ts), and a static import of that
 * chunk evaluates the whole app, hydration's start included, before the first line below runs
 * (tests/unit/entry-chunk.test.ts). Hence the yield written out here rather than `nextTask()` from
 * src/lib/when-idle.ts.
 */
await import('react-dom/client')
await new Promise((resolve) => setTimeout(resolve, 0))
await import('./app')

// A module (it has no import statement), so that its top-level awaits are allowed.
export {}
