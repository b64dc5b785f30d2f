/**
 * The input rules of spec section 5, shared by the forms and the server so that both judge an
 * input the same way.
 */

/** Letters, digits, hyphen, underscore or dot-separated segments; @; dot-separated domain; a 2–4 letter top-level domain. */
export const emailPattern = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*@[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.[A-Za-z]{2,4}$/

/** 8 to 20 letters and digits, with at least one letter and one digit. */
export const passwordPattern = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,20}$/

export const pinPattern = /^\d{6}$/

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value)
}

export function isValidPassword(value: string): boolean {
  return passwordPattern.test(value)
}

export interface PasswordChecks {
  length: boolean
  letter: boolean
  digit: boolean
  onlyLettersAndDigits: boolean
}

/** Each part of the password rule on its own, so the form can show which part is still missing as the user types. */
export function passwordChecks(value: string): PasswordChecks {
  return {
    length: value.length >= 8 && value.length <= 20,
    letter: /[A-Za-z]/.test(value),
    digit: /\d/.test(value),
    onlyLettersAndDigits: /^[A-Za-z\d]*$/.test(value),
  }
}
