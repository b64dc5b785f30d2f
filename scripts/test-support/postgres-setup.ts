import type { TestProject } from 'vitest/node'
import { startPostgres } from './local-services'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway PostgreSQL server of the `server-postgres` test project; each test app makes its own database on it. */
    postgresUrl: string
  }
}

/** One PostgreSQL cluster for the whole `server-postgres` project, thrown away at the end. */
export default async function setup(project: TestProject) {
  const postgres = await startPostgres()
  project.provide('postgresUrl', postgres.url)
  return () => postgres.stop()
}
