"""The gunicorn entry point: ``gunicorn -c gunicorn.conf.py service.wsgi:app``."""

from __future__ import annotations

import os

from service import create_app

app = create_app({"NOOP_ENDPOINT": os.environ.get("KORTDOMAREN_NOOP") == "1"})
