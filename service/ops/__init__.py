"""Running the service: the nginx front's renderer and gunicorn's bounded worker.

Nothing here is imported by the application itself; the entrypoint, ``scripts/serve-production``,
``gunicorn.conf.py`` and the tests use it.
"""
