"""The headers an HTML page of the service (/docs, /play) and its own files carry.

Each page states its own Content-Security-Policy; the rest of the hardening is the same for
every page, so a header added here reaches them all.
"""

from __future__ import annotations


def page_headers(*policy: str) -> dict[str, str]:
    """The headers of a page whose Content-Security-Policy has the directives ``policy``."""
    return {
        "Content-Security-Policy": "; ".join(policy),
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
        "Cross-Origin-Opener-Policy": "same-origin",
    }
