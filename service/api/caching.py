"""ETag, Cache-Control and 304 for the answers that only change with a deploy.

The catalogue, the contract, the /docs and /play pages and their files, and the conformance kit
are the same for every request (per language, where ``Vary: Accept-Language`` says so) until
the service is deployed again. Each answers with an ETag (a hash of its bytes, so every
instance of one release names it alike) and ``Cache-Control: no-cache``: a client or cache
keeps the copy and asks again with ``If-None-Match``, getting a bodiless 304 while the release
is unchanged. Swagger UI's own files change only with the Swagger UI release the service pins,
so a browser may keep them a day before it asks. nginx's gzip turns an ETag weak (``W/"..."``);
the comparison for ``If-None-Match`` is the weak one, so the 304 holds through the front too.
"""

from __future__ import annotations

from typing import Final

from flask import Flask, Response, request

#: Revalidate every time (the ETag makes that a bodiless 304).
REVALIDATE: Final = "public, no-cache"
#: Swagger UI's files: fixed for a Swagger UI release.
PINNED: Final = "public, max-age=86400"

#: endpoint -> the Cache-Control of its successful answers
POLICY: Final = {
    "games.catalogue": REVALIDATE,
    "games.catalogue_entry": REVALIDATE,
    "meta.openapi": REVALIDATE,
    "meta.docs": REVALIDATE,
    "meta.docs_start": REVALIDATE,
    "meta.docs_static": PINNED,
    "play.page": REVALIDATE,
    "play.static": REVALIDATE,
    "conformance.conformance_index": REVALIDATE,
    "conformance.conformance_file": REVALIDATE,
}


def conditional(response: Response, cache_control: str) -> Response:
    """``response`` with an ETag (its bytes' hash unless it has one), ``cache_control``, and
    turned into a 304 when the request's ``If-None-Match`` names that ETag."""
    if response.status_code == 200 and not response.direct_passthrough:
        if response.get_etag()[0] is None:
            response.add_etag()
        response.make_conditional(request)
    if response.status_code in (200, 304):
        response.headers["Cache-Control"] = cache_control
    return response


def register(app: Flask) -> None:
    @app.after_request
    def cache_headers(response: Response) -> Response:
        policy = POLICY.get(request.endpoint or "")
        if policy is None or request.method not in ("GET", "HEAD"):
            return response
        return conditional(response, policy)
