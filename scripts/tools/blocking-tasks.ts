/**
 * Which of a load's main-thread tasks Lighthouse's simulation counts as blocking, and why
 * (`BENCH_TASKS=1 npm run bench`). Lighthouse does not time the phone it reports: it replays the
 * desktop load's tasks on a simulated phone (Lantern), each one `cpuSlowdownMultiplier` times
 * longer, and sums over the tasks that end after the simulated first contentful paint what each
 * runs past 50 ms. The first paint is simulated from a smaller graph than the blocking time: of the
 * tasks before the paint it keeps only the first HTML parse, the first layout, the first paint and
 * render-blocking scripts. Every other task before the real first paint (the navigation's commit,
 * the parser's later slices, a stylesheet's parse) runs before those in the full graph, pushes
 * them later, and so can make a task that the visitor saw before the first paint count as
 * blocking after it. docs/architecture.md, section 9, records what these lists have shown.
 *
 * Each line: the task's start and length as observed on this host, its start and length as
 * simulated, the blocking time it adds (the mean of Lighthouse's optimistic and pessimistic
 * estimates, as the metric is), what it spent its time on, and whether the first-paint graph holds it.
 */
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js'
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js'
import { Metrics } from 'lighthouse/core/lib/lantern/lantern.js'

/** The parts of Lantern's graph nodes and timings read here (its types live deep in Lighthouse). */
interface TraceEvent {
  name: string
  dur?: number
  args?: { data?: { url?: string; styleSheetUrl?: string } }
}
interface GraphNode {
  id: string
  type: string
  startTime: number
  duration: number
  childEvents: TraceEvent[]
}
interface NodeTiming {
  startTime: number
  endTime: number
  duration: number
}
interface Estimate {
  timeInMs: number
  nodeTimings: Map<GraphNode, NodeTiming>
}
interface LanternResult {
  timing: number
  optimisticEstimate: Estimate
  pessimisticEstimate: Estimate
}

const kinds: Record<string, string> = {
  ParseHTML: 'parse',
  ParseAuthorStyleSheet: 'stylesheet',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'timer',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  MajorGC: 'gc',
  MinorGC: 'gc',
}

function describeWork(node: GraphNode): string {
  const spent = new Map<string, number>()
  const files = new Set<string>()
  for (const event of node.childEvents) {
    const kind = kinds[event.name]
    if (kind) spent.set(kind, (spent.get(kind) ?? 0) + (event.dur ?? 0) / 1000)
    const url = event.args?.data?.url ?? event.args?.data?.styleSheetUrl
    if (url && /\.(js|css)$/.test(url)) files.add(url.replace(/^.*\//, ''))
  }
  const work = [...spent]
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
  return [...work, ...files].join(', ') || 'browser work (no script, parse, style or layout events)'
}

/**
 * The tasks that add to one run's total blocking time, as Lighthouse simulated them with `settings`
 * (the bench's calibrated slowdown), from the artifacts of the load. `artifacts` and `settings` are
 * Lighthouse's own (navigationGather's); they are passed through untouched.
 */
export async function describeBlockingTasks(artifacts: Record<string, unknown>, settings: unknown): Promise<string[]> {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  }
  const context = { computedCache: new Map(), settings }
  // biome-ignore lint/suspicious/noExplicitAny: Lighthouse's computed artifacts take its internal LH.* types.
  const request = (metric: { request: (data: any, context: any) => Promise<unknown> }) =>
    metric.request(data, context) as Promise<LanternResult>
  const fcp = await request(LanternFirstContentfulPaint)
  const interactive = await request(LanternInteractive)
  const tbt = await request(LanternTotalBlockingTime)
  // As Lighthouse pairs them: the optimistic blocking time starts at the pessimistic first paint and
  // ends at the optimistic interactive time, and the other way round (TotalBlockingTime.js).
  const windows = [
    { estimate: tbt.optimisticEstimate, from: fcp.pessimisticEstimate.timeInMs, until: interactive.optimisticEstimate.timeInMs },
    { estimate: tbt.pessimisticEstimate, from: fcp.optimisticEstimate.timeInMs, until: interactive.pessimisticEstimate.timeInMs },
  ]
  const inFirstPaintGraph = new Set(
    [...fcp.optimisticEstimate.nodeTimings.keys()].filter((node) => node.type === 'cpu').map((node) => node.id),
  )
  const cpuNodes = [...tbt.pessimisticEstimate.nodeTimings.keys()].filter((node) => node.type === 'cpu')
  const origin = Math.min(...cpuNodes.map((node) => node.startTime))
  const lines = [
    `TBT ${Math.round(tbt.timing)} ms after a simulated first paint at ${Math.round(fcp.timing)} ms; the tasks it counts:`,
  ]
  for (const node of cpuNodes.sort((a, b) => a.startTime - b.startTime)) {
    const added = windows.reduce((sum, w) => {
      const timing = w.estimate.nodeTimings.get(node)
      // Lighthouse's own per-task rule: the part past 50 ms of what runs between the two times.
      if (!timing) return sum
      const task = { start: timing.startTime, end: timing.endTime, duration: timing.duration }
      return sum + Metrics.TBTUtils.calculateTbtImpactForEvent(task, w.from, w.until) / 2
    }, 0)
    if (added < 1) continue
    const simulated = tbt.pessimisticEstimate.nodeTimings.get(node)!
    lines.push(
      [
        `${Math.round(added)} ms:`,
        `observed at ${Math.round((node.startTime - origin) / 1000)} for ${Math.round(node.duration / 1000)} ms,`,
        `simulated at ${Math.round(simulated.startTime)} for ${Math.round(simulated.duration)} ms;`,
        describeWork(node),
        inFirstPaintGraph.has(node.id) ? '(in the first-paint graph)' : '',
      ]
        .filter(Boolean)
        .join(' '),
    )
  }
  return lines
}
