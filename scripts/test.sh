#!/usr/bin/env bash
# `npm test`: every test — domain build, type check, ESLint (layers, hooks, TypeScript), unit + property tests
# (under two time zones for the date suites), package lint, the production build's size and mock-free check,
# then the Playwright journeys in Debian's Chromium. Each stage is timed; the table of wall times is printed at
# the end, also when a stage fails (then the failed stage is the last line, marked FAILED).
set -euo pipefail
cd "$(dirname "$0")/.."

STAGE_NAMES=()
STAGE_SECONDS=()
TOTAL_START=$SECONDS
CURRENT_STAGE=""
CURRENT_START=0

print_times() {
  local status=$?
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

stage "chromium present" bash scripts/ensure-chromium.sh
# Domain is built once here; the size build and the e2e server use this dist (the e2e server builds it only when
# it is missing).
stage "domain build" npm run build -w domain
# The type check and ESLint each use one core: they run side by side, each one's output printed whole after both.
side_by_side() {
  local dir
  dir=$(mktemp -d)
  npx tsc --noEmit -p tsconfig.json >"$dir/tsc" 2>&1 &
  local tsc_pid=$!
  npm run lint >"$dir/eslint" 2>&1 &
  local eslint_pid=$!
  local tsc_status=0 eslint_status=0
  wait "$tsc_pid" || tsc_status=$?
  wait "$eslint_pid" || eslint_status=$?
  echo "type check (exit $tsc_status):"
  cat "$dir/tsc"
  echo "eslint (exit $eslint_status):"
  cat "$dir/eslint"
  rm -rf "$dir"
  [[ $tsc_status -eq 0 && $eslint_status -eq 0 ]]
}
stage "type check and eslint (side by side)" side_by_side
stage "vitest (Asia/Shanghai, all projects)" env TZ=Asia/Shanghai npx vitest run
# The second time zone only matters to suites that read the clock or build dates: every domain test file that
# mentions a date, a time zone, today, now, a birth or an expiry (found by grep, so a new date suite is picked up
# without a list to keep).
mapfile -t DATE_SUITES < <(grep -rlEi "\bDate\b|timeZone|TZ\b|getTimezoneOffset|today|birth|calendar|\bnow\b|expir" domain/src --include='*.test.ts' | sed 's#^domain/##')
stage "vitest (UTC, domain date suites: ${#DATE_SUITES[@]} files)" env TZ=UTC npx vitest run --project domain "${DATE_SUITES[@]}"
stage "package lint (publint, attw)" bash -c 'cd domain && npx publint --strict && npx attw --pack .'
# The production build (mocks off, a gateway elsewhere, a key of its own — a build without one fails): first-load
# budget of /micromall/home and no msw code. It builds into web/.size/dist, never web/dist, which `npm start` may
# be serving; the e2e build goes to e2e/.build.
stage "size (production build)" env VITE_MOCKS=off VITE_GATEWAY_URL=https://gateway.example.invalid/api \
  VITE_CIPHER_KEY=SizeCheckOnlyKey npm run size -w web
stage "playwright (mock + production builds, specs)" npm run test -w e2e
