import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { routeFile, staticSourceFiles } from '../../scripts/build/route-sources'

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
