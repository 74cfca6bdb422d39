"""The one renderer of the nginx front: the shipped configuration moved to this host's addresses.

``deploy/nginx/kortdomaren.conf`` is written for the Kubernetes pod (public port 8080, metrics
port 9100 on every address, gunicorn upstream at 127.0.0.1:8000, every file nginx writes under
/tmp/nginx) and is used there as it is. Everywhere else (the image's entrypoint,
``scripts/serve-production`` on a VM or a bare host, the tests) this module renders it for the
addresses and the run directory at hand, so that no address or path of the front is fixed
anywhere but in the settings below. The ``include``s of the template (the problem pages) are
inlined, so a rendered file stands alone in its run directory.

Settings (environment, or the command line of ``python -m service.ops.front``):

    KORTDOMAREN_LISTEN           public listener, ``port`` or ``host:port`` (default 8080)
    KORTDOMAREN_BIND             gunicorn's address(es), the upstream (default 127.0.0.1:8000;
                                 several, separated by spaces or commas, are balanced)
    KORTDOMAREN_METRICS_LISTEN   the metrics listener (default 127.0.0.1:9100: loopback)
    KORTDOMAREN_RUN_DIR          where nginx writes its pid file and temp files (default
                                 /tmp/nginx)
    KORTDOMAREN_TRUSTED_PROXIES  addresses or CIDR ranges of a proxy or load balancer in front of
                                 nginx whose X-Forwarded-For names the client (default none:
                                 the connection's peer is the client)
"""

from __future__ import annotations

import argparse
import ipaddress
import os
import re
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

#: The template, as the repository ships it and the image installs it.
REPO_TEMPLATE = Path(__file__).resolve().parents[2] / "deploy" / "nginx" / "kortdomaren.conf"
IMAGE_TEMPLATE = Path("/etc/kortdomaren/nginx.conf")

# The template's fixed spellings that rendering replaces (tests/proxy/test_config.py keeps them).
PUBLIC_LISTEN = "listen 8080 "
METRICS_LISTEN = "listen 9100;"
UPSTREAM_SERVER = "server 127.0.0.1:8000 "
RUN_DIR = "/tmp/nginx/"
REAL_IP_MARK = "# real-ip: rendered here"

_PORT = r"[0-9]{1,5}"
_HOST = r"(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\]|\*)"
_ADDRESS = re.compile(rf"(?:{_HOST}:)?{_PORT}")
_UPSTREAM = re.compile(rf"{_HOST}:{_PORT}|unix:/[A-Za-z0-9._/-]+")
_PATH = re.compile(r"/[A-Za-z0-9._/+-]*")


class FrontError(ValueError):
    """A setting that cannot be rendered into the configuration (it says which and why)."""


def _listen(name: str, value: str) -> str:
    if not _ADDRESS.fullmatch(value) or not 0 < int(value.rpartition(":")[2]) < 65536:
        raise FrontError(f"{name} must be 'port' or 'host:port', got {value!r}")
    return value


@dataclass(frozen=True)
class Front:
    """Where one nginx front listens, what it proxies to, and where it writes."""

    listen: str = "8080"
    upstreams: tuple[str, ...] = ("127.0.0.1:8000",)
    metrics: str = "127.0.0.1:9100"
    run_dir: Path = Path("/tmp/nginx")
    trusted_proxies: tuple[str, ...] = field(default=())

    def __post_init__(self) -> None:
        _listen("the public listener (KORTDOMAREN_LISTEN)", self.listen)
        _listen("the metrics listener (KORTDOMAREN_METRICS_LISTEN)", self.metrics)
        if not self.upstreams:
            raise FrontError("at least one upstream (KORTDOMAREN_BIND) is needed")
        for upstream in self.upstreams:
            if not _UPSTREAM.fullmatch(upstream):
                raise FrontError(f"an upstream must be 'host:port' or 'unix:/path': {upstream!r}")
        run_dir = str(self.run_dir)
        if not _PATH.fullmatch(run_dir) or run_dir == "/":
            raise FrontError(f"the run directory must be an absolute plain path: {run_dir!r}")
        for proxy in self.trusted_proxies:
            try:
                ipaddress.ip_network(proxy, strict=False)
            except ValueError:
                raise FrontError(f"a trusted proxy must be an address or CIDR: {proxy!r}") from None

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Front:
        """The settings of the environment (module docstring), defaults for those unset."""
        env = os.environ if env is None else env

        def words(name: str, default: str) -> tuple[str, ...]:
            return tuple(env.get(name, "").replace(",", " ").split()) or tuple(default.split())

        return cls(
            listen=env.get("KORTDOMAREN_LISTEN", "").strip() or "8080",
            upstreams=words("KORTDOMAREN_BIND", "127.0.0.1:8000"),
            metrics=env.get("KORTDOMAREN_METRICS_LISTEN", "").strip() or "127.0.0.1:9100",
            run_dir=Path(env.get("KORTDOMAREN_RUN_DIR", "").strip() or "/tmp/nginx"),
            trusted_proxies=words("KORTDOMAREN_TRUSTED_PROXIES", ""),
        )


def default_template() -> Path:
    """The repository's template when running from a checkout, else the image's."""
    return REPO_TEMPLATE if REPO_TEMPLATE.is_file() else IMAGE_TEMPLATE


def _inline_includes(text: str, directory: Path) -> str:
    def included(match: re.Match[str]) -> str:
        indent, name = match.group(1), match.group(2)
        body = (directory / name).read_text().rstrip("\n").splitlines()
        return "\n".join(f"{indent}{line}" if line.strip() else "" for line in body)

    return re.sub(r"^([ \t]*)include\s+([A-Za-z0-9._-]+\.conf);[ \t]*$", included, text, flags=re.M)


def render(front: Front, template: Path | None = None) -> str:
    """The template with ``front``'s addresses and run directory, includes inlined."""
    template = template or default_template()
    text = template.read_text()
    for fixed in (PUBLIC_LISTEN, METRICS_LISTEN, UPSTREAM_SERVER, RUN_DIR, REAL_IP_MARK):
        if fixed not in text:
            raise FrontError(f"{template} no longer holds {fixed!r}: the renderer needs it")
    text = _inline_includes(text, template.parent)
    text = text.replace(PUBLIC_LISTEN, f"listen {front.listen} ")
    text = text.replace(METRICS_LISTEN, f"listen {front.metrics};")
    text = re.sub(
        rf"^([ \t]*){re.escape(UPSTREAM_SERVER)}([^;\n]*);",
        lambda line: "\n".join(
            f"{line.group(1)}server {upstream} {line.group(2)};" for upstream in front.upstreams
        ),
        text,
        flags=re.M,
    )
    text = text.replace(RUN_DIR, f"{str(front.run_dir).rstrip('/')}/")
    if front.trusted_proxies:
        trusted = "".join(f"set_real_ip_from {proxy}; " for proxy in front.trusted_proxies)
        real_ip = f"{trusted}real_ip_header X-Forwarded-For; real_ip_recursive on;"
        text = text.replace(REAL_IP_MARK, real_ip)
    return text


def write(front: Front, template: Path | None = None) -> Path:
    """Render into ``front.run_dir/nginx.conf`` (the directory made if missing)."""
    front.run_dir.mkdir(parents=True, exist_ok=True)
    conf = front.run_dir / "nginx.conf"
    conf.write_text(render(front, template))
    return conf


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m service.ops.front",
        description="Render deploy/nginx/kortdomaren.conf for this host; prints the file's path.",
    )
    parser.add_argument("--template", type=Path, help="the template (default: the shipped one)")
    parser.add_argument("--stdout", action="store_true", help="print the text, write nothing")
    args = parser.parse_args(argv)
    try:
        front = Front.from_env()
        if args.stdout:
            sys.stdout.write(render(front, args.template))
        else:
            print(write(front, args.template))
    except (FrontError, OSError) as error:
        print(f"front: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
