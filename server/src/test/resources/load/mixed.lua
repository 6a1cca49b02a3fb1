-- The load test's request mix for wrk: 70 % best answers (random targets 101-999), 10 % complete
-- solves, 10 % longest French words, 10 % referee checks, over six Countdown selections. At the end it
-- prints one line that ServerLoadTest reads: requests, seconds, best answers, errors, latencies in ms.
local games = {
  {594, "[8,5,75,100,9,3]", 8, 5}, {765, "[1,3,7,10,25,50]", 1, 3}, {999, "[25,50,75,100,3,6]", 25, 50},
  {415, "[1,2,3,4,5,6]", 1, 2}, {812, "[75,50,2,3,8,7]", 75, 50}, {361, "[1,1,2,9,10,25]", 1, 1}}
local headers = {["Content-Type"] = "application/json"}
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  math.randomseed(#threads + 1)
  issued, best = 0, 0
end

function request()
  local g = games[math.random(1, #games)]
  local kind = math.random(0, 9)
  issued = issued + 1
  if kind < 7 then
    best = best + 1
    local target = 101 + math.random(0, 898)
    return wrk.format("POST", "/api/numbers/best", headers, '{"target":' .. target .. ',"tiles":' .. g[2] .. '}')
  elseif kind == 7 then
    return wrk.format("POST", "/api/numbers/solve", headers, '{"target":' .. g[1] .. ',"tiles":' .. g[2] .. '}')
  elseif kind == 8 then
    return wrk.format("POST", "/api/letters/longest", headers, '{"rack":"eaiusrtnlo","lang":"fr"}')
  end
  return wrk.format("POST", "/api/referee/numbers", headers,
    '{"target":' .. g[1] .. ',"tiles":' .. g[2] .. ',"answer":"' .. g[3] .. ' + ' .. g[4] .. '"}')
end

function done(summary, latency, requests)
  local issuedAll, bestAll = 0, 0
  for _, thread in ipairs(threads) do
    issuedAll = issuedAll + thread:get("issued")
    bestAll = bestAll + thread:get("best")
  end
  local e = summary.errors
  io.write(string.format("load-result requests=%d seconds=%.3f bestShare=%.4f errors=%d p50=%.3f p99=%.3f max=%.3f\n",
    summary.requests, summary.duration / 1e6, bestAll / math.max(1, issuedAll),
    e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000))
end
