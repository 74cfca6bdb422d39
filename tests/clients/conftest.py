"""The clients' fixtures: the committed SDK on the import path and the service on loopback."""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator

import pytest
from werkzeug.serving import make_server

from service import create_app
from tests.support.tools import ROOT

# The tests use the committed SDK as a user who ran `pip install ./clients/python` would
# (test_generation installs it for real once); putting it first on the path keeps a stale
# installed copy from hiding a regenerated one.
SDK_DIR = ROOT / "clients" / "python"
sys.path.insert(0, str(SDK_DIR))


@pytest.fixture(scope="session")
def server_url() -> Iterator[str]:
    """The real service over HTTP on a free loopback port, in a thread of this process.

    werkzeug's server, not Flask's test client: the SDK must talk to it through httpx, sockets
    and all. The thread is stopped with the session."""
    server = make_server("127.0.0.1", 0, create_app({}), threaded=True)
    thread = threading.Thread(target=server.serve_forever, name="sdk-server", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(timeout=10)
