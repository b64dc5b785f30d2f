/**
 * The browser entry, imported by the prerendered page after its first paint. React and the router
 * are evaluated first and the app in a task of its own, with a yield to the browser in between:
 * each is some tens of milliseconds of script on a phone, and together they would be one long task
 * in which a tap waits.
 */
await import('react-dom/client')
await new Promise((resolve) => setTimeout(resolve, 0))
await import('./app')

// A module (for the top-level await) that exports nothing: it only starts the app.
export {}
