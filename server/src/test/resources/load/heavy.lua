-- The overload test's requests for wrk: complete solves of ten tiles, every tile required, every
-- solution (each hits the server's search cap), random targets 100-999. A client told 503 waits the
-- Retry-After second before its next request, as a well-behaved client does. It counts the answers by
-- status and prints one line that ServerLoadTest reads: requests, 200s, 503s, others, latencies in ms.
local headers = {["Content-Type"] = "application/json"}
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  math.randomseed(#threads + 7)
  ok, busy, other = 0, 0, 0
  backoff = 0
end

function delay()
  local wait = backoff
  backoff = 0
  return wait
end

function request()
  local target = 100 + math.random(0, 899)
  return wrk.format("POST", "/api/numbers/solve", headers,
    '{"target":' .. target .. ',"tiles":[1,2,3,4,5,6,7,8,9,10],"allTiles":true,"all":true}')
end

function response(status, headers, body)
  if status == 200 then
    ok = ok + 1
  elseif status == 503 then
    busy = busy + 1
    backoff = 1000 * (tonumber(headers["Retry-After"]) or 1)
  else
    other = other + 1
  end
end

function done(summary, latency, requests)
  local okAll, busyAll, otherAll = 0, 0, 0
  for _, thread in ipairs(threads) do
    okAll = okAll + thread:get("ok")
    busyAll = busyAll + thread:get("busy")
    otherAll = otherAll + thread:get("other")
  end
  local e = summary.errors
  io.write(string.format("overload-result requests=%d seconds=%.3f ok=%d busy=%d other=%d errors=%d p50=%.3f p99=%.3f max=%.3f\n",
    summary.requests, summary.duration / 1e6, okAll, busyAll, otherAll, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000))
end
