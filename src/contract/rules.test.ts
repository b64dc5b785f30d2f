import { describe, expect, it } from 'vitest'
import { isValidEmail, isValidPassword, passwordChecks } from './rules'

describe('e-mail rule', () => {
  it.each(['anna@example.de', 'anna.maria@mail.example.com', 'a_b-c@sub-domain.example.info', 'x@y.io', 'first.last@example.co'])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  )

  it.each([
    ['a 1-letter top-level domain', 'anna@example.d'],
    ['a 5-letter top-level domain', 'anna@example.email'],
    ['digits in the top-level domain', 'anna@example.c0m'],
    ['no @', 'anna.example.de'],
    ['an empty local part', '@example.de'],
    ['a leading dot', '.anna@example.de'],
    ['two dots in a row', 'anna..maria@example.de'],
    ['a plus sign', 'anna+news@example.de'],
    ['spaces', 'anna @example.de'],
    ['no domain dot', 'anna@localhost'],
    ['an empty string', ''],
  ])('rejects %s', (_, email) => expect(isValidEmail(email)).toBe(false))

  it('accepts 2- and 4-letter top-level domains at the edges', () => {
    expect(isValidEmail('a@b.de')).toBe(true)
    expect(isValidEmail('a@b.info')).toBe(true)
  })
})

describe('password rule', () => {
  it.each([
    ['7 characters', 'abcd123', false],
    ['8 characters', 'abcd1234', true],
    ['20 characters', 'abcdefghij1234567890', true],
    ['21 characters', 'abcdefghij12345678901', false],
    ['letters only', 'abcdefghij', false],
    ['digits only', '1234567890', false],
    ['a symbol', 'abcd1234!', false],
    ['a space', 'abcd 1234', false],
    ['an umlaut', 'äbcd1234', false],
    ['mixed case', 'AbCd1234', true],
  ])('%s', (_, password, valid) => expect(isValidPassword(password as string)).toBe(valid))

  it('reports each part of the rule on its own', () => {
    expect(passwordChecks('abc')).toEqual({ length: false, letter: true, digit: false, onlyLettersAndDigits: true })
    expect(passwordChecks('abcdefg1!')).toEqual({ length: true, letter: true, digit: true, onlyLettersAndDigits: false })
  })
})
