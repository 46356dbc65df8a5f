#!/usr/bin/env bash
# The Python package's tests, as CI runs them: a fresh virtual environment, the package
# installed from source with pip (maturin builds the Rust extension), pytest, python-chess and
# pyffish (for the differential tests), hypothesis (for the fuzz tests) and NumPy (for the
# planes), then `pytest python/tests`.
#
#   bash python/run_tests.sh [pytest arguments...]
#
# GAMBIT_PY_VENV names the environment's folder (default: a new temporary one).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
venv="${GAMBIT_PY_VENV:-$(mktemp -d)/venv}"

python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check "$here" pytest chess hypothesis numpy pyffish
cd "$here/.."
"$venv/bin/python" -m pytest python/tests "$@"
