#!/usr/bin/env bash
# kortdomaren-run: start Kortdomaren's production topology (docs/operations.md, "Topology").
#
#   kortdomaren-run            gunicorn on KORTDOMAREN_BIND and nginx on KORTDOMAREN_LISTEN in
#                              front of it: the container image, and scripts/serve-production
#                              on a VM or a bare host
#   kortdomaren-run gunicorn   gunicorn alone (exec'd): a Kubernetes pod's gunicorn container
#   kortdomaren-run nginx      nginx alone, SIGTERM relayed as SIGQUIT (graceful): a pod's
#                              nginx container
#
# With both, this script stays the parent and relays signals: on SIGTERM or SIGINT (podman
# stop, a rolling update, Ctrl-C) nginx stops accepting and finishes the requests it holds
# (SIGQUIT), then gunicorn finishes its own and answers whatever is still in its backlog
# (SIGTERM, within graceful_timeout). If either program exits on its own, the other is stopped
# the same way and this script exits with the first one's status, so the orchestrator restarts
# it rather than leave half a service running.
#
# nginx's configuration is always rendered from the template by service/ops/front.py (the one
# renderer; the tests use it too) into $KORTDOMAREN_RUN_DIR/nginx.conf, with every address and
# path from these settings (defaults are the image's):
#
#   KORTDOMAREN_BIND             gunicorn's address, nginx's upstream     127.0.0.1:8000
#   KORTDOMAREN_LISTEN           nginx's public listener                  8080
#   KORTDOMAREN_METRICS_LISTEN   nginx's metrics listener                 127.0.0.1:9100 (both),
#                                                                         9100 (nginx alone: a pod)
#   KORTDOMAREN_RUN_DIR          every file nginx writes                  /tmp/nginx
#   KORTDOMAREN_TRUSTED_PROXIES  proxies whose X-Forwarded-For is trusted  none
#   KORTDOMAREN_NGINX_TEMPLATE   the template                             /etc/kortdomaren/nginx.conf
#   KORTDOMAREN_GUNICORN_CONF    gunicorn's settings                      /app/gunicorn.conf.py
#   KORTDOMAREN_PYTHON           the Python that has the service          python3
set -euo pipefail

mode=${1:-both}
NGINX_TEMPLATE=${KORTDOMAREN_NGINX_TEMPLATE:-/etc/kortdomaren/nginx.conf}
GUNICORN_CONF=${KORTDOMAREN_GUNICORN_CONF:-/app/gunicorn.conf.py}
PYTHON=${KORTDOMAREN_PYTHON:-python3}
export KORTDOMAREN_BIND=${KORTDOMAREN_BIND:-127.0.0.1:8000}
export KORTDOMAREN_LISTEN=${KORTDOMAREN_LISTEN:-8080}
export KORTDOMAREN_RUN_DIR=${KORTDOMAREN_RUN_DIR:-/tmp/nginx}
if [[ $mode == nginx ]]; then
    export KORTDOMAREN_METRICS_LISTEN=${KORTDOMAREN_METRICS_LISTEN:-9100}
else
    export KORTDOMAREN_METRICS_LISTEN=${KORTDOMAREN_METRICS_LISTEN:-127.0.0.1:9100}
fi

# nginx writes its own answers' access lines to /dev/stdout, which it opens anew: that fails
# when stdout is a socket (systemd's journal) and, on a file, starts at its own offset and
# overwrites gunicorn's lines. So nginx's stdout is a pipe (`> >(cat)`), whatever ours is.

# Render nginx's configuration; prints its path. front.py uses only the standard library and is
# run as a file, so rendering does not import the application.
nginx_conf() {
    local package
    package=$("$PYTHON" -c 'import importlib.util as u; print(u.find_spec("service").submodule_search_locations[0])')
    "$PYTHON" "$package/ops/front.py" --template "$NGINX_TEMPLATE"
}

case $mode in
gunicorn) exec "$PYTHON" -m gunicorn -c "$GUNICORN_CONF" service.wsgi:app ;;
nginx)
    # Not exec'd: Kubernetes stops a container with SIGTERM, which is nginx's *fast* shutdown
    # (open requests dropped); relayed as SIGQUIT it finishes them first.
    conf=$(nginx_conf)
    nginx -c "$conf" -e stderr -g "daemon off;" > >(cat) &
    nginx_pid=$!
    trap 'kill -QUIT "$nginx_pid" 2>/dev/null || true' TERM INT
    while :; do
        status=0
        wait "$nginx_pid" || status=$?
        kill -0 "$nginx_pid" 2>/dev/null || exit "$status"
    done
    ;;
both) ;;
*)
    echo "usage: kortdomaren-run [gunicorn|nginx]" >&2
    exit 64
    ;;
esac

# Returns once gunicorn accepts connections (its master binds after importing the application),
# or fails when gunicorn is gone or silent for 120 s.
wait_for_gunicorn() {
    "$PYTHON" - "$KORTDOMAREN_BIND" "$1" <<'PY'
import os, socket, sys, time
address, pid = sys.argv[1].replace(",", " ").split()[0], int(sys.argv[2])
deadline = time.monotonic() + 120
while True:
    try:
        if address.startswith("unix:"):
            probe = socket.socket(socket.AF_UNIX)
            probe.connect(address[5:])
        else:
            host, _, port = address.rpartition(":")
            probe = socket.create_connection((host.strip("[]") or "127.0.0.1", int(port)), 1)
        probe.close()
        break
    except OSError:
        os.kill(pid, 0)  # ProcessLookupError: gunicorn is gone
        if time.monotonic() > deadline:
            sys.exit(1)
        time.sleep(0.1)
PY
}

stopping=false
on_signal() { stopping=true; }
trap on_signal TERM INT

conf=$(nginx_conf)
"$PYTHON" -m gunicorn -c "$GUNICORN_CONF" service.wsgi:app &
gunicorn_pid=$!
# nginx opens the door only once gunicorn listens: before, every request a load balancer sent
# to this instance would get nginx's 503 (a restarted instance lost ~2,800 of 22,000 so).
wait_for_gunicorn "$gunicorn_pid" 2>/dev/null || true
nginx -c "$conf" -e stderr -g "daemon off;" > >(cat) &
nginx_pid=$!

status=0
wait -n "$gunicorn_pid" "$nginx_pid" || status=$?

# nginx first, so that no request is handed to a gunicorn that is already leaving.
kill -QUIT "$nginx_pid" 2>/dev/null || true
wait "$nginx_pid" 2>/dev/null || true
kill -TERM "$gunicorn_pid" 2>/dev/null || true
wait "$gunicorn_pid" 2>/dev/null || true

if $stopping; then
    exit 0
fi
echo "kortdomaren-run: $( ((status)) && echo "a program failed (exit $status)" || echo "a program exited"); stopping" >&2
exit $((status ? status : 1))
