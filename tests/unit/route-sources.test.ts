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

  it("follows the user centre's static imports, not the form it loads on demand", () => {
    const files = staticSourceFiles(root, routeFile(root, '/{-$lang}/_site/uc'))
    expect(files).toEqual(
      expect.arrayContaining([
        'src/routes/{-$lang}/_site/uc.tsx',
        'src/features/auth/components/user-centre-page.tsx',
        'src/features/partners/components/partner-application.tsx',
        'src/components/page-blocks.tsx',
      ]),
    )
    expect(files).not.toContain('src/features/auth/components/password-reset-form.tsx')
    expect(files.every((file) => file.startsWith('src/'))).toBe(true)
  })
})
