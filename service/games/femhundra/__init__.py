"""Femhundra Rummy (500 Rummy with a joker), game id ``femhundra``, 2–6 players.

Implements every rule of the reference ``femhundra.md`` (R500-*) and its five variants as
options; the game object is :data:`service.games.femhundra.game.FEMHUNDRA`. Modules: cards
(deck and values), options, state, melds (combination geometry), rules (legality), listing
(legal moves, counted without listing), play (apply), scoring, checks (state invariants),
dealing, wire (plain data and one seat's view).
"""
