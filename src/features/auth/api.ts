import { apiPaths } from '~/contract/paths'
import { type RequestOptions, request } from '~/lib/http'

export interface LoginPayload {
  email: string
  password: string
  isSave: boolean
}

export interface SignUpDetails {
  email: string
  password: string
  name: string
  country: string
  phone: string
}

export type PinPurpose = 'signup' | 'reset'

export interface SessionInfo {
  email: string
  name: string
  country: string
  createdAt: string
}

/** Base64 of a UTF-8 string, as the change-password call expects for both password fields (spec section 5). */
export function toBase64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
}

export const authApi = {
  login: (payload: LoginPayload, options?: RequestOptions) => request<{ url: string }>(apiPaths.login, payload, options),
  signUpFirstStep: (payload: SignUpDetails, options?: RequestOptions) =>
    request<Record<string, never>>(apiPaths.signUpFirstStep, payload, options),
  signUp: (payload: { email: string; pin: string }, options?: RequestOptions) =>
    request<{ url: string }>(apiPaths.signUp, payload, options),
  resendPin: (payload: { email: string; purpose: PinPurpose }, options?: RequestOptions) =>
    request<Record<string, never>>(apiPaths.resendPin, payload, options),
  forgotPassword: (payload: { email: string }, options?: RequestOptions) =>
    request<Record<string, never>>(apiPaths.forgotPassword, payload, options),
  emailExists: (payload: { email: string }, options?: RequestOptions) =>
    request<{ exists: boolean }>(apiPaths.emailExists, payload, options),
  changePassword: (
    payload: { pin: string; email: string; password: string; reenterPassword: string },
    options?: RequestOptions,
  ) =>
    request<Record<string, never>>(
      apiPaths.changePassword,
      { ...payload, password: toBase64(payload.password), reenterPassword: toBase64(payload.reenterPassword) },
      options,
    ),
  session: (options?: RequestOptions) => request<SessionInfo>(apiPaths.session, {}, options),
  logout: () => request<string>(apiPaths.session, undefined, { method: 'DELETE', silent: true }),
}
