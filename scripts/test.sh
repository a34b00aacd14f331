#!/usr/bin/env bash
# `npm test`: every test — domain build, type check, ESLint (layers, hooks, TypeScript), unit + property tests
# (under two time zones for the date suites), package lint, the production build's size and mock-free check,
# then the Playwright journeys in Debian's Chromium, with the checks that use no clock (type check, ESLint, package
# lint, size) beside them. Each stage is timed; the table of wall times is printed at the end, also when a stage
# fails (then the failed stage is the last line, marked FAILED).
set -euo pipefail
cd "$(dirname "$0")/.."

STAGE_NAMES=()
STAGE_SECONDS=()
TOTAL_START=$SECONDS
CURRENT_STAGE=""
CURRENT_START=0
# the background job of the checks that run beside Playwright (below), until collected
BESIDE_PID=""

print_times() {
  local status=$?
  # the checks beside Playwright, when Playwright (or the run) stopped before they were collected
  collect_beside || status=1
  if [[ -n "$CURRENT_STAGE" ]]; then
    STAGE_NAMES+=("$CURRENT_STAGE (FAILED)")
    STAGE_SECONDS+=($((SECONDS - CURRENT_START)))
  fi
  echo
  echo "── npm test: wall time per stage ──"
  local i
  for i in "${!STAGE_NAMES[@]}"; do
    printf '%-44s %4dm%02ds\n' "${STAGE_NAMES[$i]}" $((STAGE_SECONDS[i] / 60)) $((STAGE_SECONDS[i] % 60))
  done
  local total=$((SECONDS - TOTAL_START))
  printf '%-44s %4dm%02ds\n' "total" $((total / 60)) $((total % 60))
  echo "load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
  exit "$status"
}
trap print_times EXIT

# stage NAME COMMAND...: runs the command, records its wall time under NAME.
stage() {
  CURRENT_STAGE="$1"
  CURRENT_START=$SECONDS
  shift
  echo
  echo "── ${CURRENT_STAGE} ──"
  "$@"
  STAGE_NAMES+=("$CURRENT_STAGE")
  STAGE_SECONDS+=($((SECONDS - CURRENT_START)))
  CURRENT_STAGE=""
}

# The checks that only read files and use no clock — the type check, ESLint, the package lint and the size build —
# run beside Playwright, one after another at the lowest CPU priority (nice 19), in what CPU its two workers leave
# (on the 2-core CI machine, 17 % of it in the run of e425287: the stage is CPU-bound, so every check's CPU counts).
# Each one's output is printed whole once Playwright ends, and each has its own line in the table ("beside").
check_types() { nice -n 19 npx tsc --noEmit -p tsconfig.json; }
check_lint() { nice -n 19 npm run lint; }
# attw (--pack) is not run here: domain's package.test.ts runs it in the vitest stage and fails on any problem.
check_package() { (cd domain && nice -n 19 npx publint --strict); }
# The production build (mocks off, a gateway elsewhere, a key of its own — a build without one fails): first-load
# budget of /micromall/home and no msw code. It builds into web/.size/dist, never web/dist, which `npm start` may
# be serving; the e2e builds go to e2e/.build.
check_size() {
  VITE_MOCKS=off VITE_GATEWAY_URL=https://gateway.example.invalid/api VITE_CIPHER_KEY=SizeCheckOnlyKey \
    nice -n 19 npm run size -w web
}
BESIDE=("type check|check_types" "eslint|check_lint" "package lint (publint)|check_package" "size (production build)|check_size")
BESIDE_DIR=$(mktemp -d)
run_beside() {
  local entry name fn start status
  for entry in "${BESIDE[@]}"; do
    name=${entry%%|*}
    fn=${entry#*|}
    start=$SECONDS
    status=0
    "$fn" >"$BESIDE_DIR/$fn.log" 2>&1 || status=$?
    echo "$name|$fn|$((SECONDS - start))|$status" >>"$BESIDE_DIR/done"
  done
}
# Waits for the checks beside Playwright, prints their output, adds their lines to the table; fails when one failed
# or did not run.
collect_beside() {
  [[ -n "$BESIDE_PID" ]] || return 0
  local pid=$BESIDE_PID
  BESIDE_PID=""
  wait "$pid" 2>/dev/null || true
  local name fn secs status failed=0 finished=0
  touch "$BESIDE_DIR/done"
  while IFS='|' read -r name fn secs status; do
    finished=$((finished + 1))
    echo
    echo "── ${name} (beside Playwright, exit ${status}) ──"
    cat "$BESIDE_DIR/$fn.log"
    if [[ $status -eq 0 ]]; then STAGE_NAMES+=("  beside it: ${name}"); else STAGE_NAMES+=("  beside it: ${name} (FAILED)"); failed=1; fi
    STAGE_SECONDS+=("$secs")
  done <"$BESIDE_DIR/done"
  if [[ $finished -lt ${#BESIDE[@]} ]]; then
    echo "only ${finished} of the ${#BESIDE[@]} checks beside Playwright ran"
    failed=1
  fi
  rm -rf "$BESIDE_DIR"
  return "$failed"
}
stage "chromium present" bash scripts/ensure-chromium.sh
# Domain is built once here; the size build and the e2e server use this dist (the e2e server builds it only when
# it is missing).
stage "domain build" npm run build -w domain
stage "vitest (Asia/Shanghai, all projects)" env TZ=Asia/Shanghai npx vitest run
# The second time zone only matters to suites that read the clock or build dates: every domain test file that
# mentions a date, a time zone, today, now, a birth or an expiry (found by grep, so a new date suite is picked up
# without a list to keep).
mapfile -t DATE_SUITES < <(grep -rlEi "\bDate\b|timeZone|TZ\b|getTimezoneOffset|today|birth|calendar|\bnow\b|expir" domain/src --include='*.test.ts' | sed 's#^domain/##')
stage "vitest (UTC, domain date suites: ${#DATE_SUITES[@]} files)" env TZ=UTC npx vitest run --project domain "${DATE_SUITES[@]}"
run_beside &
BESIDE_PID=$!
stage "playwright (mock + production builds, specs)" npm run test -w e2e
collect_beside
