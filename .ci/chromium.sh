#!/bin/sh
# Installs Debian's headless-capable Chromium at /usr/bin/chromium, which the
# HTML report test of package doctor (TestHTMLInChromium) drives to render
# and screenshot `rung doctor --format html` output. Without it that test
# skips; in CI it must run, so .ci/run calls this first.
set -eu
if [ -x /usr/bin/chromium ]; then
	/usr/bin/chromium --version || true
	exit 0
fi
SUDO=""
if [ "$(id -u)" != 0 ]; then
	SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core
/usr/bin/chromium --version
