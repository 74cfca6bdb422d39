"""The pure rules core: cards, seeded dealing, verdicts, options and the game protocol.

Nothing under ``service.core`` or ``service.games`` may import a web or JSON library; an
architecture test enforces it, so the rules can be reasoned about (and tested) as plain Python.
"""
