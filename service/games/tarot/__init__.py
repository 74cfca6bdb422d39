"""The tarot trick-taking family: 800 (Snapphanalegen), 1000, 150 and Fjabbe.

Rules reference: ``tarot-800.md`` (rule IDs ``R800-*``, ``R1000-*``, ``R150-*``, ``RFJB-*``);
decisions on its ambiguities are in ``docs/tarot.md``. Pure: no web or JSON imports.
"""
