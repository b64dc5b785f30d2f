/**
 * One process of quote-stream clients for `npm run bench:scale` (a process holds only so many
 * sockets: the bench spreads its clients over several). Started with the stream's URL and a count;
 * it reports on IPC how many streams opened, then, when told `report`, the receipt time of every
 * frame by its id, on the same clock as the bench's (time origin plus now).
 */
import { request } from 'node:http'

const [url, countText] = process.argv.slice(2)
const count = Number(countText)
const receipts = new Map<number, number[]>()
let opened = 0
let failed = 0

const clients = Array.from({ length: count }, () => {
  let buffer = ''
  const req = request(url!, { agent: false }, (res) => {
    if (res.statusCode === 200) opened++
    else failed++
    res.setEncoding('utf8')
    res.on('data', (chunk: string) => {
      const now = performance.timeOrigin + performance.now()
      buffer += chunk
      let end = buffer.indexOf('\n\n')
      while (end >= 0) {
        const id = /^id: (\d+)$/m.exec(buffer.slice(0, end))?.[1]
        buffer = buffer.slice(end + 2)
        if (id) {
          const times = receipts.get(Number(id)) ?? []
          times.push(now)
          receipts.set(Number(id), times)
        }
        end = buffer.indexOf('\n\n')
      }
    })
  })
  req.on('error', () => failed++)
  req.end()
  return req
})

const timer = setInterval(() => process.send?.({ opened, failed }), 500)
process.on('message', (message: string) => {
  if (message === 'report') {
    process.send?.({ receipts: [...receipts] })
  } else if (message === 'stop') {
    clearInterval(timer)
    for (const req of clients) req.destroy()
    process.disconnect?.()
  }
})
