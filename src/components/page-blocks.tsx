import type { ReactNode } from 'react'
import { Reveal } from './reveal'

/** The opening of a content page: its one h1 and the introduction. */
export function PageIntro({ title, children, kicker }: { title: ReactNode; children: ReactNode; kicker?: ReactNode }) {
  return (
    <header className="page-intro container">
      {kicker && <p className="kicker">{kicker}</p>}
      <h1>{title}</h1>
      <div className="lead">{children}</div>
    </header>
  )
}

/** A titled section of a content page; sections below the fold reveal as they scroll in. */
export function Section({ title, children, id, tone }: { title: ReactNode; children: ReactNode; id?: string; tone?: 'muted' }) {
  return (
    <section className={tone === 'muted' ? 'page-section is-muted' : 'page-section'} id={id}>
      <Reveal className="container">
        <h2>{title}</h2>
        {children}
      </Reveal>
    </section>
  )
}

/** Cards in a responsive grid: one column on phones, up to three on wide screens. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="card-grid">{children}</div>
}

export function Card({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <article className="card">
      <h3>{title}</h3>
      {children}
    </article>
  )
}

/** A numbered list of steps (how to open an account, how to withdraw …). */
export function Steps({ children }: { children: ReactNode }) {
  return <ol className="steps">{children}</ol>
}
