-- wrk script for bench/bench.py. MODE=events posts events to /api/events with a unique id per event
-- (BATCH events per request, ids prefixed by RUN_ID so no two runs collide); MODE=get requests
-- GET_PATH (with Accept-Encoding: ACCEPT_ENCODING when set). Answers are counted by status (OK_STATUS, default 200) so the driver can compare
-- acknowledged with stored, and the last line is
--   RESULT ok=N bad=N p50_ms=X p99_ms=X p999_ms=X seconds=X
-- (the percentiles from wrk's own latency histogram of every request, all threads merged)
local counter = 0
local threads = {}
local mode = os.getenv("MODE") or "events"
local batch = tonumber(os.getenv("BATCH") or "1")
local prefix = os.getenv("RUN_ID") or "bench"
local path = os.getenv("GET_PATH") or "/"
local ok_status = tonumber(os.getenv("OK_STATUS") or "200")

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

local get_request = nil

function request()
  if mode == "get" then
    if get_request == nil then
      local accept = os.getenv("ACCEPT_ENCODING")
      get_request = wrk.format("GET", path, accept and { ["Accept-Encoding"] = accept } or nil)
    end
    return get_request
  end
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
  if status == ok_status then ok = ok + 1 else bad = bad + 1 end
end

function done(summary, latency, requests)
  local total_ok = 0
  local total_bad = 0
  for _, thread in ipairs(threads) do
    total_ok = total_ok + thread:get("ok")
    total_bad = total_bad + thread:get("bad")
  end
  io.write(string.format("RESULT ok=%d bad=%d p50_ms=%.3f p99_ms=%.3f p999_ms=%.3f seconds=%.3f\n",
    total_ok, total_bad, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    latency:percentile(99.9) / 1000, summary.duration / 1e6))
end
