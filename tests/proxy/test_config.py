"""deploy/nginx/kortdomaren.conf keeps the layout the image, the Kubernetes manifests and the
renderer (service/ops/front.py) rely on, agrees with the app's limits, and nginx accepts every
rendering of it."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from service.api.body import DEFAULT_BODY_LIMIT
from service.ops.front import Front, FrontError, render
from tests.proxy.stack import NGINX_CONF, REPO, free_port, render_nginx_conf
from tests.support.tools import system_tool

TEXT = NGINX_CONF.read_text()
PROBLEMS = (NGINX_CONF.parent / "problems.conf").read_text()


def nginx_test(conf: Path) -> None:
    nginx = system_tool("nginx", "nginx")
    result = subprocess.run(
        [nginx, "-t", "-c", str(conf), "-e", "stderr"], capture_output=True, text=True, timeout=30
    )
    assert result.returncode == 0, result.stderr
    assert "[warn]" not in result.stderr and "[emerg]" not in result.stderr, result.stderr


@pytest.mark.parametrize("trusted", [(), ("10.0.0.0/8", "192.0.2.7")])
def test_nginx_accepts_the_rendered_configuration(tmp_path: Path, trusted: tuple[str, ...]) -> None:
    conf = tmp_path / "nginx.conf"
    conf.write_text(render_nginx_conf(free_port(), free_port(), tmp_path, None, trusted))
    nginx_test(conf)
    text = conf.read_text()
    assert "include" not in re.sub(r"#.*", "", text)  # stands alone in its run directory
    assert ("set_real_ip_from 10.0.0.0/8;" in text) == bool(trusted)


def test_the_template_as_kubernetes_uses_it() -> None:
    """Port 8080 and 9100 on every address, one upstream block naming gunicorn, writes under
    /tmp/nginx only, the problem pages included in both servers."""
    listens = re.findall(r"^\s*listen\s+([^;]+);", TEXT, re.M)
    assert listens == ["8080 default_server backlog=1024", "9100"]
    upstreams = re.findall(r"upstream\s+(\w+)\s*\{([^}]*)\}", TEXT)
    assert [name for name, _ in upstreams] == ["kortdomaren"]
    assert re.findall(r"server\s+(\S+)[^;]*;", upstreams[0][1]) == ["127.0.0.1:8000"]
    assert re.findall(r"proxy_pass\s+(\S+);", TEXT) == ["http://kortdomaren"] * 2
    writes = re.findall(r"^\s*(?:pid|\w+_temp_path)\s+([^\s;]+)", TEXT, re.M)
    assert len(writes) == 6 and all(path.startswith("/tmp/nginx/") for path in writes), writes
    assert re.search(r"^\s*user\s", TEXT, re.M) is None  # runs as whoever starts it
    assert "daemon" not in re.sub(r"#.*", "", TEXT)  # the command line says daemon off
    assert re.findall(r"^\s*include\s+(\S+);", TEXT, re.M) == ["problems.conf"] * 2


def test_the_renderer_replaces_every_address_and_path(tmp_path: Path) -> None:
    front = Front(
        listen="127.0.0.9:18001",
        upstreams=("127.0.0.9:18002", "127.0.0.9:18003"),
        metrics="127.0.0.9:18004",
        run_dir=tmp_path / "run",
    )
    code = re.sub(r"#.*", "", render(front, NGINX_CONF))
    for fixed in ("8080", "9100", "127.0.0.1:8000", "/tmp/nginx"):
        assert fixed not in code, fixed
    listens = re.findall(r"^\s*listen\s+([^\s;]+)", code, re.M)
    assert listens == ["127.0.0.9:18001", "127.0.0.9:18004"]
    servers = re.findall(r"^\s*server\s+(\S+) max_fails=1 fail_timeout=2s;", code, re.M)
    assert servers == ["127.0.0.9:18002", "127.0.0.9:18003"]
    writes = re.findall(r"^\s*(?:pid|\w+_temp_path)\s+([^\s;]+)", code, re.M)
    assert len(writes) == 6 and all(path.startswith(f"{tmp_path}/run/") for path in writes)


@pytest.mark.parametrize(
    "settings",
    [
        {"KORTDOMAREN_LISTEN": "8080; include /etc/passwd"},
        {"KORTDOMAREN_LISTEN": "70000"},
        {"KORTDOMAREN_METRICS_LISTEN": "0.0.0.0:9100 ssl"},
        {"KORTDOMAREN_BIND": "127.0.0.1:8000;}"},
        {"KORTDOMAREN_RUN_DIR": "relative/dir"},
        {"KORTDOMAREN_RUN_DIR": "/tmp/a b"},
        {"KORTDOMAREN_TRUSTED_PROXIES": "10.0.0.0/8;"},
    ],
)
def test_the_renderer_refuses_what_could_break_the_file(settings: dict[str, str]) -> None:
    with pytest.raises(FrontError):
        Front.from_env(settings)


def test_the_defaults_put_metrics_on_loopback() -> None:
    front = Front.from_env({})
    assert front.metrics == "127.0.0.1:9100" and front.listen == "8080"
    assert front.upstreams == ("127.0.0.1:8000",) and str(front.run_dir) == "/tmp/nginx"


def test_the_image_and_entrypoint_use_the_renderer() -> None:
    dockerfile = (REPO / "Dockerfile").read_text()
    assert "COPY deploy/nginx/kortdomaren.conf /etc/kortdomaren/nginx.conf" in dockerfile
    assert "COPY deploy/nginx/problems.conf /etc/kortdomaren/problems.conf" in dockerfile
    assert "COPY deploy/entrypoint.sh /usr/local/bin/kortdomaren-run" in dockerfile
    entrypoint = (REPO / "deploy" / "entrypoint.sh").read_text()
    assert "ops/front.py" in entrypoint and "sed " not in entrypoint
    code = re.sub(r"#.*", "", entrypoint)
    assert code.count("/tmp/nginx") == 1 and "KORTDOMAREN_RUN_DIR:-/tmp/nginx}" in code
    subprocess.run(["bash", "-n", str(REPO / "deploy" / "entrypoint.sh")], check=True)
    serve = (REPO / "scripts" / "serve-production").read_text()
    assert "deploy/entrypoint.sh" in serve
    subprocess.run(["bash", "-n", str(REPO / "scripts" / "serve-production")], check=True)


def test_limits_agree_with_the_app() -> None:
    size = re.search(r"client_max_body_size\s+(\d+)k;", TEXT)
    assert size is not None and int(size.group(1)) * 1024 == DEFAULT_BODY_LIMIT
    buffer = re.search(r"client_body_buffer_size\s+(\d+)k;", TEXT)
    assert buffer is not None and int(buffer.group(1)) * 1024 >= DEFAULT_BODY_LIMIT
    assert re.search(r"client_header_timeout\s+10s;", TEXT)
    assert re.search(r"client_body_timeout\s+10s;", TEXT)
    assert re.search(r"proxy_request_buffering\s+on;", TEXT)
    # another upstream when this one could not be reached or closed before answering, POSTs
    # too (every POST may run twice: an answer is a function of its body); the metrics port
    # (GET only) needs no more
    code = re.sub(r"#.*", "", TEXT)
    assert re.findall(r"proxy_next_upstream\s+([^;]+);", code) == [
        "error timeout non_idempotent",
        "error timeout",
    ]


def test_every_error_page_is_a_problem_document() -> None:
    pages = dict(re.findall(r"error_page\s+(\d+)\s+(?:=\d+\s+)?(/_problem/\d+);", PROBLEMS))
    assert {"400", "405", "408", "413", "414", "494", "501", "502", "503", "504", "505"} <= set(
        pages
    )
    for code, uri in pages.items():
        block = re.search(
            r"location = " + re.escape(uri) + r" \{\s*internal;([^}]*?)return (\d+) '(.*)\\n';",
            PROBLEMS,
        )
        assert block is not None, uri
        assert "add_header X-Request-ID $kortdomaren_request_id always;" in block.group(1), uri
        status = int(block.group(2))
        body = json.loads(block.group(3).replace("$kortdomaren_request_id", "abc"))
        assert (400 <= status < 600 and status != 500) or code == "500", (code, status)
        assert body["status"] == status and body["request_id"] == "abc"
        assert body["type"] == f"urn:kortdomaren:problem:{body['code']}"
        assert body["title"] and body["detail"]
        overridden = re.search(rf"error_page\s+{code}\s+=(\d+)\s", PROBLEMS)
        assert overridden is None or int(overridden.group(1)) == status, code
