import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { directImports, routeFile, staticSourceFiles } from '../../scripts/build/route-sources'

const root = join(import.meta.dirname, '../..')

describe('the source files a client-rendered route loads with it', () => {
  it('finds the route file of a route id', () => {
    expect(routeFile(root, '/{-$lang}/_site/uc')).toBe(join(root, 'src/routes/{-$lang}/_site/uc.tsx'))
    expect(routeFile(root, '/{-$lang}/_site/about/')).toBe(join(root, 'src/routes/{-$lang}/_site/about/index.tsx'))
    expect(() => routeFile(root, '/{-$lang}/_site/nowhere')).toThrow(/no route file/)
  })

  it("follows the user centre's static imports and its islands, not the form it loads on demand", () => {
    const files = staticSourceFiles(root, routeFile(root, '/{-$lang}/_site/uc'))
    expect(files).toEqual(
      expect.arrayContaining([
        'src/routes/{-$lang}/_site/uc.tsx',
        'src/features/auth/components/user-centre-page.tsx',
        // An island (loaded once the page is interactive), and what it imports statically.
        'src/features/partners/components/partner-application.tsx',
        'src/components/form-field.tsx',
        // The guard the route file imports for its beforeLoad, with the notice it shows.
        'src/features/auth/require-session.ts',
      ]),
    )
    expect(files).not.toContain('src/features/auth/components/password-reset-form.tsx')
    expect(files.every((file) => file.startsWith('src/'))).toBe(true)
  })
})

describe('the modules one file imports (what a rendered component may show once the page runs)', () => {
  it('lists its static imports and the components it loads with lazy, as the catalog names files', () => {
    const imports = directImports(root, 'src/features/calendar/components/indicator-page.tsx')
    expect(imports).toEqual(
      expect.arrayContaining([
        'src/features/calendar/event-names.ts',
        'src/features/calendar/components/actual-figure.tsx',
        // Loaded with lazy once the page has its data.
        'src/features/calendar/components/history-chart.tsx',
        'src/features/calendar/components/release-reactions.tsx',
      ]),
    )
    // Packages are left out.
    expect(imports.every((file) => file.startsWith('src/'))).toBe(true)
  })

  it("lists the module an island's wrapper loads", () => {
    expect(directImports(root, 'src/components/install-offer-island.tsx')).toContain('src/components/install-offer.tsx')
  })
})
