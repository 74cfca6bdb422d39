"""Helpers shared by the tests that drive real components (browser, proxy, Node tools)."""
