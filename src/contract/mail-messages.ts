/**
 * The e-mails the server sends, as translatable messages with explicit ids (the server reads them
 * without the macro compiler), in ICU MessageFormat. `{brand}`, `{pin}` and `{minutes}` are filled in by
 * the server; `{minutes}` is a count, so each language chooses its plural form.
 */
export const mailMessages = {
  signupSubject: /*i18n*/ { id: 'mail.signup.subject', message: 'Your {brand} registration PIN' },
  signupBody: /*i18n*/ {
    id: 'mail.signup.body',
    message:
      'Your PIN to confirm your e-mail address is {pin}. It is valid for {minutes, plural, one {# minute} other {# minutes}}. If you did not register with {brand}, you can ignore this e-mail.',
  },
  resetSubject: /*i18n*/ { id: 'mail.reset.subject', message: 'Your {brand} password PIN' },
  resetBody: /*i18n*/ {
    id: 'mail.reset.body',
    message:
      'Your PIN to set a new password is {pin}. It is valid for {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, your password stays unchanged and you can ignore this e-mail.',
  },
}
