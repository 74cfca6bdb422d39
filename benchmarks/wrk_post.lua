-- wrk script for benchmarks/throughput.py: POST one JSON body (a file named after `--`) on every
-- request, and print one machine-readable summary line at the end:
--   wrk -t1 -c16 -d10s -s benchmarks/wrk_post.lua http://127.0.0.1:PORT/v1/noop -- body.json

local request_text = nil

function init(args)
  local path = args[1]
  if path == nil then
    error("usage: wrk ... -s wrk_post.lua URL -- BODY_FILE")
  end
  local file = assert(io.open(path, "rb"))
  local body = file:read("*a")
  file:close()
  request_text = wrk.format("POST", nil, { ["Content-Type"] = "application/json" }, body)
end

function request()
  return request_text
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'WRKJSON {"requests": %d, "duration_us": %d, "bytes": %d, "connect_errors": %d, ' ..
    '"read_errors": %d, "write_errors": %d, "status_errors": %d, "timeouts": %d, ' ..
    '"mean_us": %.1f, "p50_us": %d, "p90_us": %d, "p99_us": %d, "p999_us": %d, "max_us": %d}\n',
    summary.requests, summary.duration, summary.bytes, errors.connect, errors.read,
    errors.write, errors.status, errors.timeout, latency.mean,
    latency:percentile(50), latency:percentile(90), latency:percentile(99),
    latency:percentile(99.9), latency.max))
end
