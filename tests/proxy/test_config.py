"""deploy/nginx/kortdomaren.conf keeps the layout the image, the entrypoint and the Kubernetes
manifests rely on, agrees with the app's limits, and nginx accepts it."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

from service.api.body import DEFAULT_BODY_LIMIT
from tests.proxy.stack import NGINX_CONF, REPO, free_port, render_nginx_conf
from tests.support.tools import system_tool

TEXT = NGINX_CONF.read_text()


def test_nginx_accepts_the_configuration(tmp_path: Path) -> None:
    conf = tmp_path / "nginx.conf"
    conf.write_text(render_nginx_conf(free_port(), free_port(), tmp_path))
    nginx = system_tool("nginx", "nginx")
    result = subprocess.run(
        [nginx, "-t", "-c", str(conf), "-e", "stderr"], capture_output=True, text=True, timeout=30
    )
    assert result.returncode == 0, result.stderr
    assert "[warn]" not in result.stderr and "[emerg]" not in result.stderr, result.stderr


def test_fixed_layout() -> None:
    """Port 8080, one rewritable upstream block naming gunicorn, writes under /tmp/nginx only."""
    assert re.findall(r"^\s*listen\s+([^;]+);", TEXT, re.M) == ["8080 default_server backlog=1024"]
    upstreams = re.findall(r"upstream\s+(\w+)\s*\{([^}]*)\}", TEXT)
    assert [name for name, _ in upstreams] == ["kortdomaren"]
    assert re.findall(r"server\s+(\S+);", upstreams[0][1]) == ["127.0.0.1:8000"]
    assert re.findall(r"proxy_pass\s+(\S+);", TEXT) == ["http://kortdomaren"]
    writes = re.findall(r"^\s*(?:pid|\w+_temp_path)\s+([^\s;]+)", TEXT, re.M)
    assert len(writes) == 6 and all(path.startswith("/tmp/nginx/") for path in writes), writes
    assert re.search(r"^\s*user\s", TEXT, re.M) is None  # runs as whoever starts it
    assert "daemon" not in re.sub(r"#.*", "", TEXT)  # the command line says daemon off


def test_the_image_and_entrypoint_use_it_as_documented() -> None:
    dockerfile = (REPO / "Dockerfile").read_text()
    assert "COPY deploy/nginx/kortdomaren.conf /etc/kortdomaren/nginx.conf" in dockerfile
    assert "COPY deploy/entrypoint.sh /usr/local/bin/kortdomaren-run" in dockerfile
    entrypoint = (REPO / "deploy" / "entrypoint.sh").read_text()
    # the two addresses the entrypoint rewrites must be spelt as it expects
    assert "s|listen 8080 |listen $LISTEN |" in entrypoint and "listen 8080 " in TEXT
    assert "server 127.0.0.1:8000;" in entrypoint and "server 127.0.0.1:8000;" in TEXT
    subprocess.run(["bash", "-n", str(REPO / "deploy" / "entrypoint.sh")], check=True)


def test_limits_agree_with_the_app() -> None:
    size = re.search(r"client_max_body_size\s+(\d+)k;", TEXT)
    assert size is not None and int(size.group(1)) * 1024 == DEFAULT_BODY_LIMIT
    buffer = re.search(r"client_body_buffer_size\s+(\d+)k;", TEXT)
    assert buffer is not None and int(buffer.group(1)) * 1024 >= DEFAULT_BODY_LIMIT
    assert re.search(r"client_header_timeout\s+10s;", TEXT)
    assert re.search(r"client_body_timeout\s+10s;", TEXT)
    assert re.search(r"proxy_request_buffering\s+on;", TEXT)


def test_every_error_page_is_a_problem_document() -> None:
    pages = dict(re.findall(r"error_page\s+(\d+)\s+(?:=\d+\s+)?(/_problem/\d+);", TEXT))
    assert {"400", "408", "413", "414", "494", "502", "503", "504"} <= set(pages)
    for code, uri in pages.items():
        block = re.search(
            r"location = " + re.escape(uri) + r" \{\s*internal;(?:[^}]*?)return (\d+) '(.*)\\n';",
            TEXT,
        )
        assert block is not None, uri
        status, body = int(block.group(1)), json.loads(block.group(2))
        assert (400 <= status < 600 and status != 500) or code == "500", (code, status)
        assert body["status"] == status
        assert body["type"] == f"urn:kortdomaren:problem:{body['code']}"
        assert body["title"] and body["detail"]
        overridden = re.search(rf"error_page\s+{code}\s+=(\d+)\s", TEXT)
        assert overridden is None or int(overridden.group(1)) == status, code
