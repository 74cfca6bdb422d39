# Kortdomaren: the HTTP referee as a container image.
# Build (see docs/operations.md, "Running it for real", for the podman recipe used here):
#   podman build --format docker -t kortdomaren .
# (--format docker keeps the HEALTHCHECK, which the OCI image format cannot hold.)
# Run (nginx on 8080 in front of gunicorn on 127.0.0.1:8000; docs/operations.md, "Topology"):
#   podman run --rm kortdomaren kortdomaren keygen --id k1 > seal-keys   # once; keep it secret
#   podman run -d -p 8080:8080 -e KORTDOMAREN_SEAL_KEYS="$(cat seal-keys)" kortdomaren
FROM debian:bookworm-slim

LABEL org.opencontainers.image.title="kortdomaren" \
      org.opencontainers.image.description="A stateless HTTP referee for Nordic card games"

ENV DEBIAN_FRONTEND=noninteractive \
    PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

# Only for building behind a TLS-intercepting proxy: the path of a CA bundle that the build
# mounts in for pip (scripts/container-smoke passes the host's). Empty means pip's own store.
# It cannot be mounted over /etc/ssl/certs/ca-certificates.crt: installing ca-certificates
# (which python3-venv pulls in anyway) must replace that file.
ARG PIP_CERT=""

# bookworm's python3 is 3.11, the version the project targets; nginx is the buffering proxy
# in front of gunicorn (deploy/nginx/kortdomaren.conf). Debian's default site is removed: only
# /etc/kortdomaren/nginx.conf is ever used.
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 python3-venv ca-certificates nginx \
       libnginx-mod-http-brotli-filter \
    && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default

RUN python3 -m venv /opt/venv
ENV PATH=/opt/venv/bin:$PATH

# Dependencies first, read from pyproject.toml, so this layer is rebuilt only when it changes.
COPY pyproject.toml /src/
RUN python3 -c 'import tomllib; print("\n".join(tomllib.load(open("/src/pyproject.toml", "rb"))["project"]["dependencies"]))' \
        > /tmp/requirements.txt \
    && pip install -r /tmp/requirements.txt \
    && rm /tmp/requirements.txt

# Then the project itself, installed non-editable; the source copy is removed afterwards so only
# the installed package in /opt/venv is importable. (README.md is the package's long description.)
# setup.py compiles the gettext catalogues (.po to .mo) as it builds (babel is a build
# requirement in pyproject.toml); the check after it fails the build if none was compiled.
COPY README.md LICENSE setup.py /src/
COPY service/ /src/service/
RUN pip install --no-deps /src && rm -rf /src \
    && python3 -c 'import pathlib, service.translations as t; mo = sorted(pathlib.Path(t.__file__).parent.glob("*/LC_MESSAGES/*.mo")); assert mo, "no compiled catalogue"; print(*mo)'

WORKDIR /app
COPY gunicorn.conf.py /app/gunicorn.conf.py
COPY deploy/nginx/kortdomaren.conf /etc/kortdomaren/nginx.conf
COPY deploy/nginx/problems.conf /etc/kortdomaren/problems.conf
COPY deploy/entrypoint.sh /usr/local/bin/kortdomaren-run

# nginx writes only under /tmp/nginx (pid file, temp paths); made here for a plain `run`, and
# made again by kortdomaren-run when /tmp is a fresh mount (read-only root filesystem).
# A fixed UID/GID (10001): the Kubernetes manifests run the pod as this user (deploy/k8s).
RUN groupadd --system --gid 10001 kortdomaren \
    && useradd --system --uid 10001 --gid kortdomaren --no-create-home --home-dir /nonexistent \
        --shell /usr/sbin/nologin kortdomaren \
    && chmod 0755 /usr/local/bin/kortdomaren-run \
    && install -d -o kortdomaren -g kortdomaren /tmp/nginx
USER kortdomaren

# gunicorn on loopback only: clients reach it through nginx on 8080 (see gunicorn.conf.py).
# Sealed play needs keys shared by every instance (KORTDOMAREN_SEAL_KEYS or ..._FILE): without
# them the image refuses to start rather than seal with a key of its own that no other instance
# or later run can open. One instance whose tokens may die with it: -e ..._EPHEMERAL_KEY=1.
ENV KORTDOMAREN_BIND=127.0.0.1:8000 \
    KORTDOMAREN_LISTEN=8080 \
    KORTDOMAREN_ALLOW_EPHEMERAL_KEY=0
EXPOSE 8080

# No curl in the image: probe /healthz through nginx with the standard library, on the port
# KORTDOMAREN_LISTEN names ("8080" or "host:port"; a wildcard is probed on loopback).
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
    CMD ["python3", "-c", "import os, urllib.request; host, _, port = os.environ.get('KORTDOMAREN_LISTEN', '8080').rpartition(':'); host = '127.0.0.1' if host in ('', '0.0.0.0', '*', '[::]') else host; urllib.request.urlopen(f'http://{host}:{port}/healthz', timeout=4).read()"]

# kortdomaren-run (PID 1) starts gunicorn and nginx and relays SIGTERM (podman stop) as a
# graceful stop of both. In a Kubernetes pod the same image runs twice, as
# `kortdomaren-run gunicorn` and `kortdomaren-run nginx`.
STOPSIGNAL SIGTERM
CMD ["kortdomaren-run"]
