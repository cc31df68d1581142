#!/usr/bin/env bash
# deploy:local and the fault test put Debian's HAProxy in front of the nodes (deploy/haproxy.cfg.template).
set -euo pipefail
haproxy_path="${HAPROXY_PATH:-$(command -v haproxy || echo /usr/sbin/haproxy)}"
if [ -x "$haproxy_path" ]; then exit 0; fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "HAProxy is missing and apt-get is not available: install HAProxy 2.6+ and set HAPROXY_PATH." >&2
  exit 1
fi
sudo_cmd=""
if [ "$(id -u)" != "0" ]; then sudo_cmd="sudo"; fi
echo "Installing Debian's haproxy for deploy/ ..."
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq haproxy >/dev/null
/usr/sbin/haproxy -v | head -1
