import { type UseMutationOptions, useMutation } from '@tanstack/react-query'
import type { ApiResult } from '~/contract/envelope'
import { ApiError } from './http'
import { catalogReady, i18n } from './i18n'

/**
 * An answer's `dt`, or an `ApiError` whose message is the answer's `msg`, falling back to the
 * catalogue text of its `ec` in the page's language (spec section 8). The table of error messages
 * is loaded only when an answer fails, as in `http.ts`.
 */
async function dataOf<T>(answer: ApiResult<T>): Promise<T> {
  if (answer.res === 1) return answer.dt
  if (answer.msg) throw new ApiError(answer.ec, answer.msg)
  const [{ errorMessageFor }] = await Promise.all([import('~/contract/error-messages'), catalogReady()])
  throw new ApiError(answer.ec, i18n._(errorMessageFor(answer.ec)))
}

/**
 * The one way a form sends what it holds: a mutation over a call of the request layer whose
 * `mutateAsync` resolves with the answer's `dt` and rejects with an `ApiError` carrying `ec` and the
 * translated message; `isPending` is what disables the submit button. Whether a failure raises the
 * toast stays with the call (`silent`); the form keeps its input, since only the caller resets it.
 */
export function useSubmit<T, V = void>(
  send: (variables: V) => Promise<ApiResult<T>>,
  options: Omit<UseMutationOptions<T, ApiError, V>, 'mutationFn'> = {},
) {
  return useMutation<T, ApiError, V>({ ...options, mutationFn: async (variables) => dataOf(await send(variables)) })
}

/** The message of a failed submission: an `ApiError`'s, or the text of anything else thrown. */
export function failureMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
