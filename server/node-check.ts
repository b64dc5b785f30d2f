// Imported first by server/index.ts and scripts/start.mjs, so it runs before any other module of the server.
import { exitIfNodeTooOld } from './node-version'

exitIfNodeTooOld()
