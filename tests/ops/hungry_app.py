"""The service with two extra routes that overrun a worker's bounds, for tests on a real gunicorn:
``POST /hungry/memory?mb=N`` holds N MiB at once, ``POST /hungry/time?s=N`` computes for N
seconds (pure Python, so a signal can interrupt it), ``POST /hungry/stuck?s=N`` blocks N
seconds in one C call (time.sleep with the alarm held off), as a request stuck in C would.

``gunicorn -c gunicorn.conf.py tests.ops.hungry_app:app``
"""

from __future__ import annotations

import signal
import time

from flask import Blueprint, Response, request

from service import create_app

hungry = Blueprint("hungry", __name__)


@hungry.post("/hungry/memory")
def memory() -> Response:
    held = [bytearray(1024 * 1024) for _ in range(int(request.args["mb"]))]
    return Response(b'{"held_mb":%d}' % len(held), mimetype="application/json")


@hungry.post("/hungry/time")
def compute() -> Response:
    ends = time.monotonic() + float(request.args["s"])
    spins = 0
    while time.monotonic() < ends:
        spins += 1
    return Response(b'{"spins":%d}' % spins, mimetype="application/json")


@hungry.post("/hungry/stuck")
def stuck() -> Response:
    # the worker's deadline never fires here: only gunicorn's own timeout can end it
    signal.setitimer(signal.ITIMER_REAL, 0)
    time.sleep(float(request.args["s"]))
    return Response(b'{"slept":true}', mimetype="application/json")


app = create_app()
app.register_blueprint(hungry)
