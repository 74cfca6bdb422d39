"""Sealed play: tokens that players cannot read or forge, and provably fair shuffles.

This package knows bytes and JSON, not the games: ``fair`` derives a deck order from a
committed server seed (standard library only, so anyone can re-run it), ``keys`` reads the
sealing keys, ``token`` seals a plain state into an authenticated, encrypted token and opens it.
"""
