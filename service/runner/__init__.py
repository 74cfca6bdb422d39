"""The conformance runner: checks any server against the conformance kit over plain HTTP.

Nothing here needs Flask (a user runs it against their own server); only :mod:`oracle`, the
in-process reference that ``divide`` compares with, builds the installed service's app.
"""
