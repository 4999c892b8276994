-- Request mixes for wrk. The scenario is chosen by BENCH_SCENARIO; targets (merchants, keys,
-- dates, bookings) come as tab-separated files from BENCH_TARGETS, written by the benchmark.
local targets_dir = os.getenv("BENCH_TARGETS")
local scenario = os.getenv("BENCH_SCENARIO")
local base = "/api/external/v1"

local function read_rows(name)
  local rows = {}
  for line in io.lines(targets_dir .. "/" .. name) do
    local fields = {}
    for field in line:gmatch("[^\t]+") do fields[#fields + 1] = field end
    rows[#rows + 1] = fields
  end
  return rows
end

local merchants = read_rows("merchants.tsv")      -- merchant id, api key
local busy = read_rows("busy.tsv")[1]             -- id, key, range start, range end, cursor 1,000 rows in
local hot = read_rows("hot.tsv")[1]               -- id, key, date, time
local dates = read_rows("dates.tsv")              -- date, date a month later
local bookings = read_rows("bookings.tsv")        -- merchant id, api key, booking id
local pending = read_rows("pending.tsv")          -- merchant id, api key, booking id (pending, never status-updated)
local merchant_count = tonumber(os.getenv("BENCH_MERCHANTS")) or 0
if merchant_count <= 0 or merchant_count > #merchants then merchant_count = #merchants end

local times = {}
for minutes = 17 * 60, 21 * 60 + 15, 15 do times[#times + 1] = string.format("%02d:%02d", math.floor(minutes / 60), minutes % 60) end
local statuses = { "pending", "checked-in", "cancelled", "no-show" }

local function pick(list, n) return list[math.random(n or #list)] end
local function auth(merchant)
  return { ["Authorization"] = "Bearer " .. merchant[2], ["X-Merchant-Id"] = merchant[1] }
end
local function hex(length)
  local digits = {}
  for i = 1, length do digits[i] = string.format("%x", math.random(0, 15)) end
  return table.concat(digits)
end
local function uuid_v4()
  return hex(8) .. "-" .. hex(4) .. "-4" .. hex(3) .. "-" .. pick({ "8", "9", "a", "b" }) .. hex(3) .. "-" .. hex(12)
end

local function create_request(merchant, date, time, party_size)
  local headers = auth(merchant)
  headers["Idempotency-Key"] = uuid_v4()
  headers["Content-Type"] = "application/json"
  local body = string.format(
    '{"customerName":"Bench Guest","email":"%s@example.com","partySize":%d,"localDate":"%s","localTime":"%s"}',
    hex(12), party_size, date, time)
  return wrk.format("POST", base .. "/bookings", headers, body)
end

local builders = {}
builders["baseline"] = function()
  return wrk.format("GET", "/seats?merchant=" .. pick(merchants, merchant_count)[1] .. "&date=" .. pick(dates)[1])
end
builders["availability"] = function()
  local path = base .. "/availability?date=" .. pick(dates)[1] .. "&partySize=" .. math.random(1, 6)
  return wrk.format("GET", path, auth(pick(merchants, merchant_count)))
end
builders["list-first-page"] = function()
  local range = pick(dates)
  local path = base .. "/bookings?startDate=" .. range[1] .. "&endDate=" .. range[2] .. "&limit=50"
  return wrk.format("GET", path, auth(pick(merchants, merchant_count)))
end
builders["list-busy-first-page"] = function()
  return wrk.format("GET", base .. "/bookings?startDate=" .. busy[3] .. "&endDate=" .. busy[4] .. "&limit=50", auth(busy))
end
builders["list-busy-deep-page"] = function()
  local path = base .. "/bookings?startDate=" .. busy[3] .. "&endDate=" .. busy[4] .. "&limit=50&cursor=" .. busy[5]
  return wrk.format("GET", path, auth(busy))
end
builders["create-distinct"] = function()
  return create_request(pick(merchants, merchant_count), pick(dates)[1], pick(times), math.random(1, 4))
end
builders["create-hot-slot"] = function()
  return create_request(hot, hot[3], hot[4], 2)
end
builders["status-update"] = function()
  local booking = pick(bookings)
  local headers = auth(booking)
  headers["Content-Type"] = "application/json"
  local body = '{"status":"' .. pick(statuses) .. '"}'
  return wrk.format("PATCH", base .. "/bookings/" .. booking[3] .. "/status", headers, body)
end
-- A change of a pending booking: half are moves to another date and time, three in ten resize the
-- party, the rest do both; each is checked for seats under the merchant lock.
builders["modify"] = function()
  local booking = pick(pending)
  local headers = auth(booking)
  headers["Content-Type"] = "application/json"
  local draw = math.random()
  local body
  if draw < 0.5 then
    body = string.format('{"localDate":"%s","localTime":"%s"}', pick(dates)[1], pick(times))
  elseif draw < 0.8 then
    body = string.format('{"partySize":%d}', math.random(1, 6))
  else
    body = string.format('{"localDate":"%s","localTime":"%s","partySize":%d}', pick(dates)[1], pick(times), math.random(1, 6))
  end
  return wrk.format("PATCH", base .. "/bookings/" .. booking[3], headers, body)
end
builders["mixed"] = function()
  local draw = math.random()
  if draw < 0.70 then return builders["availability"]() end
  if draw < 0.90 then return builders["list-first-page"]() end
  if draw < 0.98 then return builders["create-distinct"]() end
  return builders["status-update"]()
end

request = builders[scenario]
if not request then error("unknown BENCH_SCENARIO " .. tostring(scenario)) end

-- Per-thread answer counts, merged in done().
local threads = {}
local thread_count = 0
function setup(thread)
  thread_count = thread_count + 1
  thread:set("thread_number", thread_count)
  threads[#threads + 1] = thread
end

function init(args)
  math.randomseed(os.time() * 97 + thread_number)
  answers = {}
end

function response(status, headers, body)
  local key = tostring(status)
  if status >= 400 then key = key .. ":" .. (body:match('"code":"([A-Z_]+)"') or "?") end
  answers[key] = (answers[key] or 0) + 1
end

function done(summary, latency, requests)
  local merged = {}
  for _, thread in ipairs(threads) do
    for key, count in pairs(thread:get("answers")) do merged[key] = (merged[key] or 0) + count end
  end
  local parts = {}
  for key, count in pairs(merged) do parts[#parts + 1] = string.format('"%s":%d', key, count) end
  local errors = summary.errors
  io.write(string.format(
    'BENCH_JSON {"requests":%d,"durationUs":%d,"errors":{"connect":%d,"read":%d,"write":%d,"timeout":%d},' ..
    '"latencyUs":{"p50":%d,"p90":%d,"p99":%d,"max":%d},"statuses":{%s}}\n',
    summary.requests, summary.duration, errors.connect, errors.read, errors.write, errors.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, table.concat(parts, ",")))
end
