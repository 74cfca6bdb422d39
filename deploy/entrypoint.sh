#!/usr/bin/env bash
# kortdomaren-run: start Kortdomaren as the image runs it (docs/operations.md, "Topology").
#
#   kortdomaren-run            gunicorn on KORTDOMAREN_BIND (127.0.0.1:8000) and nginx on
#                              KORTDOMAREN_LISTEN (8080) in front of it, in one container
#   kortdomaren-run gunicorn   gunicorn alone (exec'd): a Kubernetes pod's gunicorn container
#   kortdomaren-run nginx      nginx alone, SIGTERM relayed as SIGQUIT (graceful): a pod's
#                              nginx container
#
# With both, this script stays PID 1 and relays signals: on SIGTERM or SIGINT (podman stop,
# a rolling update) nginx stops accepting and finishes the requests it holds (SIGQUIT), then
# gunicorn finishes its own (SIGTERM, within graceful_timeout). If either program exits on its
# own, the other is stopped the same way and the container exits with the first one's status,
# so the orchestrator restarts it rather than leave half a service running.
#
# nginx's configuration is /etc/kortdomaren/nginx.conf (listen 8080, upstream 127.0.0.1:8000);
# when KORTDOMAREN_LISTEN or KORTDOMAREN_BIND differ, a copy with those two addresses replaced
# is written to /tmp/nginx/nginx.conf and used instead. Every file nginx writes is under
# /tmp/nginx, so the root filesystem can be read-only.
set -euo pipefail

NGINX_CONF=/etc/kortdomaren/nginx.conf
GUNICORN_CONF=/app/gunicorn.conf.py
BIND=${KORTDOMAREN_BIND:-127.0.0.1:8000}
LISTEN=${KORTDOMAREN_LISTEN:-8080}

# The nginx configuration to use (rendered under /tmp/nginx when the addresses differ).
nginx_conf() {
    mkdir -p /tmp/nginx
    if [[ $BIND == 127.0.0.1:8000 && $LISTEN == 8080 ]]; then
        echo "$NGINX_CONF"
        return
    fi
    sed -e "s|listen 8080 |listen $LISTEN |" -e "s|server 127.0.0.1:8000;|server $BIND;|" \
        "$NGINX_CONF" >/tmp/nginx/nginx.conf
    echo /tmp/nginx/nginx.conf
}

case ${1:-both} in
gunicorn) exec gunicorn -c "$GUNICORN_CONF" service.wsgi:app ;;
nginx)
    # Not exec'd: Kubernetes stops a container with SIGTERM, which is nginx's *fast* shutdown
    # (open requests dropped); relayed as SIGQUIT it finishes them first.
    conf=$(nginx_conf)
    nginx -c "$conf" -e stderr -g "daemon off;" &
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

conf=$(nginx_conf)
gunicorn -c "$GUNICORN_CONF" service.wsgi:app &
gunicorn_pid=$!
nginx -c "$conf" -e stderr -g "daemon off;" &
nginx_pid=$!

stopping=false
on_signal() { stopping=true; }
trap on_signal TERM INT

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
