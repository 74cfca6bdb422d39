# Kortdomaren: the HTTP referee as a container image.
# Build (see docs/operations.md, "Running it for real", for the podman recipe used here):
#   podman build --format docker -t kortdomaren .
# (--format docker keeps the HEALTHCHECK, which the OCI image format cannot hold.)
# Run:
#   podman run -d -p 8000:8000 kortdomaren
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

# bookworm's python3 is 3.11, the version the project targets.
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 python3-venv ca-certificates \
    && rm -rf /var/lib/apt/lists/*

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
COPY README.md LICENSE /src/
COPY service/ /src/service/
RUN pip install --no-deps /src && rm -rf /src

WORKDIR /app
COPY gunicorn.conf.py /app/gunicorn.conf.py

RUN useradd --system --user-group --no-create-home --home-dir /nonexistent \
        --shell /usr/sbin/nologin kortdomaren
USER kortdomaren

ENV KORTDOMAREN_BIND=0.0.0.0:8000
EXPOSE 8000

# No curl in the image: probe /healthz with the standard library, on the port KORTDOMAREN_BIND
# names (a wildcard bind is probed on loopback).
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
    CMD ["python3", "-c", "import os, urllib.request; host, _, port = os.environ.get('KORTDOMAREN_BIND', '0.0.0.0:8000').rpartition(':'); host = '127.0.0.1' if host in ('', '0.0.0.0', '[::]') else host; urllib.request.urlopen(f'http://{host}:{port}/healthz', timeout=4).read()"]

# gunicorn is PID 1: SIGTERM (podman stop) means a graceful shutdown within graceful_timeout.
STOPSIGNAL SIGTERM
CMD ["gunicorn", "-c", "/app/gunicorn.conf.py", "service.wsgi:app"]
