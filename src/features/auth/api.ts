import type { PayloadOf } from '~/contract/operations'
import { apiPaths } from '~/contract/paths'
import { type RequestOptions, request, requestDelete } from '~/lib/http'

type Paths = typeof apiPaths

/** Base64 of a UTF-8 string, as the change-password call expects for both password fields (spec section 5). */
function toBase64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
}

export const authApi = {
  login: (payload: PayloadOf<Paths['login']>, options?: RequestOptions) => request(apiPaths.login, payload, options),
  signUpFirstStep: (payload: PayloadOf<Paths['signUpFirstStep']>, options?: RequestOptions) =>
    request(apiPaths.signUpFirstStep, payload, options),
  signUp: (payload: PayloadOf<Paths['signUp']>, options?: RequestOptions) => request(apiPaths.signUp, payload, options),
  resendPin: (payload: PayloadOf<Paths['resendPin']>, options?: RequestOptions) => request(apiPaths.resendPin, payload, options),
  forgotPassword: (payload: PayloadOf<Paths['forgotPassword']>, options?: RequestOptions) =>
    request(apiPaths.forgotPassword, payload, options),
  emailExists: (payload: PayloadOf<Paths['emailExists']>, options?: RequestOptions) =>
    request(apiPaths.emailExists, payload, options),
  /** The passwords travel Base64-encoded; the form gives them as typed. */
  changePassword: (payload: PayloadOf<Paths['changePassword']>, options?: RequestOptions) =>
    request(
      apiPaths.changePassword,
      { ...payload, password: toBase64(payload.password), reenterPassword: toBase64(payload.reenterPassword) },
      options,
    ),
  logout: () => requestDelete(apiPaths.session),
}
