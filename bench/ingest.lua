-- wrk script: POST /api/events with a unique event id per event, one or BATCH events per request.
-- Counts answers by status so the shell script can compare acknowledged with stored.
local counter = 0
local threads = {}
local batch = tonumber(os.getenv("BATCH") or "1")
local prefix = os.getenv("RUN_ID") or "bench"

function setup(thread)
  thread:set("tid", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  ok, bad = 0, 0
end

local function event(id)
  return '{"id":"' .. id .. '","campaign":"bench","variant":"A","type":"impression","user":"u' .. (counter % 1000) .. '"}'
end

function request()
  local parts = {}
  for i = 1, batch do
    counter = counter + 1
    -- ids must be 8–64 characters: pad the counter so the first ones are not rejected as too short
    parts[i] = event(string.format("%s-%d-%08d", prefix, tid, counter))
  end
  local body
  if batch == 1 then body = parts[1] else body = '{"events":[' .. table.concat(parts, ",") .. ']}' end
  return wrk.format("POST", "/api/events", { ["Content-Type"] = "application/json" }, body)
end

function response(status, headers, body)
  if status == 200 then ok = ok + 1 else bad = bad + 1 end
end

function done(summary, latency, requests)
  local total_ok = 0
  local total_bad = 0
  for _, thread in ipairs(threads) do
    total_ok = total_ok + thread:get("ok")
    total_bad = total_bad + thread:get("bad")
  end
  io.write(string.format("RESULT ok=%d bad=%d p50_ms=%.3f p99_ms=%.3f seconds=%.3f\n",
    total_ok, total_bad, latency:percentile(50) / 1000, latency:percentile(99) / 1000, summary.duration / 1e6))
end
