"""Kortdomaren's twelve games for game-AI research (the ``research`` extra; docs/research.md).

- ``import kortdomaren_research.openspiel`` registers every game with OpenSpiel as
  ``kortdomaren_<id>`` (``pyspiel.load_game("kortdomaren_kasino")``);
- ``kortdomaren_research.pettingzoo.env(game="kasino", players=2)`` is a PettingZoo AEC
  environment.

Both wrap :class:`kortdomaren_research.table.Table`, one deal as a sequence of decisions with
explicit chance. The service never imports this package.
"""
