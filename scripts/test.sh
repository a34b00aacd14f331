#!/usr/bin/env bash
# `npm test`: every test — domain build, type check, ESLint (layers, hooks, TypeScript), unit + property tests
# (under two time zones for the date suites), package lint, the production build's size and mock-free check,
# then the Playwright journeys in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run build -w domain
npx tsc --noEmit -p tsconfig.json
npm run lint
TZ=Asia/Shanghai npx vitest run
TZ=UTC npx vitest run --project domain
(cd domain && npx publint --strict && npx attw --pack .)
# The production build (mocks off, a gateway elsewhere, a key of its own — a build without one fails): first-load
# budget of /micromall/home and no msw code. It builds into web/.size/dist, never web/dist, which `npm start` may
# be serving; the e2e build goes to e2e/.build.
VITE_MOCKS=off VITE_GATEWAY_URL=https://gateway.example.invalid/api VITE_CIPHER_KEY=SizeCheckOnlyKey npm run size -w web
npm run test -w e2e
