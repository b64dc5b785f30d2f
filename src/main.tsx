/**
 * The browser entry, imported by the prerendered page after its first paint. React and the router
 * are evaluated first and the app in a task of its own, with a yield to the browser in between:
 * each is some tens of milliseconds of script on a phone, and together they would be one long task
 * in which a tap waits.
 */
import { nextTask } from './lib/when-idle'

await import('react-dom/client')
await nextTask()
await import('./app')
