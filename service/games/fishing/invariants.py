"""Everything a fishing state must satisfy before any rule runs (contract §5).

Problems are collected, not raised one by one, so a client fixing a hand-built state sees all
of them at once, each with a JSON pointer into the request.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import chain

from service.core.cards import Card, sorted_cards
from service.core.text import msg
from service.core.verdict import Problem
from service.games.fishing.match import SeatingRules, negative_row_problems
from service.games.fishing.scoring import KeptPoints
from service.games.fishing.state import FishingState, MatchState, Phase
from service.games.fishing.values import Valuation, hand_values

ROOT = "/state"
#: The per-seat count zones a game may keep (``Rules.zones`` names the ones it does).
ZONES = ("mulles", "penalties", "mulle_points")


def located_cards(state: FishingState) -> Iterator[tuple[str, Card]]:
    """Every card of the state with the pointer of the place it lies."""
    for seat, hand in enumerate(state.hands):
        for index, card in enumerate(hand):
            yield f"{ROOT}/hands/{seat}/{index}", card
    for index, card in enumerate(state.table.cards):
        yield f"{ROOT}/table/cards/{index}", card
    for b, build in enumerate(state.table.builds):
        for p, part in enumerate(build.parts):
            for index, card in enumerate(part):
                yield f"{ROOT}/table/builds/{b}/parts/{p}/{index}", card
    for seat, pile in enumerate(state.captured):
        for index, card in enumerate(pile):
            yield f"{ROOT}/captured/{seat}/{index}", card
    for index, card in enumerate(state.stock):
        yield f"{ROOT}/stock/{index}", card


def _all_cards(state: FishingState) -> chain[Card]:
    return chain(*state.hands, state.table.all_cards, *state.captured, state.stock)


@dataclass(frozen=True)
class _Deck:
    """A game's deck counted once (a game has one deck), for the check every request makes:
    the cards as a set, how many there are, how often each is there, and whether each is
    there once."""

    counts: Counter[Card]
    cards: frozenset[Card]
    size: int
    distinct: bool


@lru_cache(maxsize=16)
def _deck(deck: tuple[Card, ...]) -> _Deck:
    """Callers only read it."""
    return _Deck(Counter(deck), frozenset(deck), len(deck), len(set(deck)) == len(deck))


def _conserved(state: FishingState, deck: _Deck) -> bool:
    """Whether the state's cards are exactly the deck's, in C loops: for a deck of distinct
    cards a length and a set say it; else the counts (dict equality: Counter's own == walks
    both in Python, and neither has zero counts)."""
    cards = list(_all_cards(state))
    if len(cards) != deck.size:
        return False
    if deck.distinct:  # every card of the deck once
        return deck.cards == set(cards)
    return dict.__eq__(Counter(cards), deck.counts)


def conservation_problems(state: FishingState, deck: Sequence[Card]) -> list[Problem]:
    """Every card of the deck exactly as often as the deck holds it (CORE-CARD-1).

    The common case (all is well) is one multiset comparison; pointers to the offending
    places are worked out only when something is wrong.
    """
    counted = _deck(tuple(deck))
    play = state.last_play
    if _conserved(state, counted) and (
        play is None or (play.card in counted.cards and counted.cards.issuperset(play.captured))
    ):
        return []
    allowed = counted.counts
    problems: list[Problem] = []
    seen: Counter[Card] = Counter()
    first_place: dict[Card, str] = {}
    for pointer, card in located_cards(state):
        seen[card] += 1
        if card not in allowed:
            problems.append(
                Problem(
                    pointer,
                    "invalid_card",
                    msg(
                        "The card code '{card}' is not in this game's deck; a code is a rank (A, "
                        "2–10, J, Q, K) and a suit (S, H, D, C), such as '7S'.",
                        card=card,
                    ),
                )
            )
        elif seen[card] > allowed[card]:
            problems.append(
                Problem(
                    pointer,
                    "duplicate_card",
                    msg(
                        "The card {card} is already at {first_place}; a card is in one place only.",
                        card=card,
                        first_place=first_place[card],
                    ),
                    "CORE-CARD-1",
                )
            )
        first_place.setdefault(card, pointer)
    if play is not None:  # a record of a play, not a place: its cards must only be real
        named = [(f"{ROOT}/last_play/card", play.card)]
        named += [(f"{ROOT}/last_play/captured/{i}", c) for i, c in enumerate(play.captured)]
        problems += [
            Problem(
                pointer,
                "invalid_card",
                msg(
                    "The card code '{card}' is not in this game's deck; a code is a rank (A, 2–10, "
                    "J, Q, K) and a suit (S, H, D, C), such as '7S'.",
                    card=card,
                ),
            )
            for pointer, card in named
            if card not in allowed
        ]
    missing = sorted_cards((allowed - seen).elements()) if deck else []
    if missing:
        problems.append(
            Problem(
                ROOT,
                "missing_cards",
                msg(
                    "The state is missing {n_missing} card(s) of the deck: {missing}.",
                    n_missing=len(missing),
                    missing=", ".join(missing),
                ),
                "CORE-CARD-1",
            )
        )
    return problems


def seat_problems(state: FishingState, player_counts: Sequence[int]) -> list[Problem]:
    """Player count, per-seat list lengths, seat indices."""
    n = state.players
    problems: list[Problem] = []
    if n not in player_counts:
        counts = ", ".join(map(str, player_counts))
        return [
            Problem(
                f"{ROOT}/players",
                "invalid_player_count",
                msg("This game is played by {counts} players, not {n}.", counts=counts, n=n),
                "CORE-SEAT-1",
            )
        ]
    zones = ["hands", "captured", "tabbar"]
    zones += [name for name in ZONES if getattr(state, name) is not None]
    for name in zones:
        if len(getattr(state, name)) != n:
            problems.append(
                Problem(
                    f"{ROOT}/{name}",
                    "wrong_length",
                    msg("The field '{name}' needs one entry per seat ({n}).", name=name, n=n),
                )
            )
    for name in ("dealer", "to_move", "last_capturer"):
        seat = getattr(state, name)
        if seat is not None and not 0 <= seat < n:
            problems.append(
                Problem(
                    f"{ROOT}/{name}",
                    "invalid_seat",
                    msg("The field '{name}' must be a seat from 0 to {n}.", name=name, n=n - 1),
                )
            )
    if state.last_play is not None and not 0 <= state.last_play.player < n:
        problems.append(
            Problem(
                f"{ROOT}/last_play/player",
                "invalid_seat",
                msg("The player must be a seat from 0 to {n}.", n=n - 1),
            )
        )
    return problems


def deal_over_problems(state: FishingState) -> list[Problem]:
    """A finished deal: no turn, no cards in play, leftovers with the last capturer."""
    problems: list[Problem] = []
    if state.to_move is not None:
        problems.append(
            Problem(f"{ROOT}/to_move", "deal_over", msg("Nobody is to move when the deal is over."))
        )
    if state.ended_by is None:
        if any(state.hands) or state.stock:
            problems.append(
                Problem(
                    f"{ROOT}/phase",
                    "deal_not_finished",
                    msg("The deal is over only when every card has been dealt and played."),
                    "CORE-END-1",
                )
            )
        if state.last_capturer is not None and not state.table.is_empty:
            problems.append(
                Problem(
                    f"{ROOT}/table",
                    "leftovers_not_taken",
                    msg("At the end of the deal the last capturer takes the table cards."),
                    "CORE-END-1",
                )
            )
    return problems


def capture_problems(
    state: FishingState,
    plays: Sequence[int] | None = None,
    valuation: Valuation = Valuation.HANDTABLE,
) -> list[Problem]:
    """Captured piles, tabbes, mulles and the last capturer agree with each other, and with
    ``plays``, the plays each seat has made this deal (None where they are not known): a
    tabbe or a mulle is one play of its seat (CORE-TABBE-1, MULLE-S-7, MULLE-G-8), and only a
    seat's own captures fill its pile during play (CORE-CAP-6; leftovers come at the end,
    CORE-END-1). Mulle points (MULLE-G-8) are the hand values, under ``valuation``, of some
    of the twin pairs in the seat's pile, one pair per mulle."""
    problems: list[Problem] = []
    anyone = any(state.captured)
    if anyone and (state.last_capturer is None or not state.captured[state.last_capturer]):
        problems.append(
            Problem(
                f"{ROOT}/last_capturer",
                "wrong_last_capturer",
                msg("The last capturer must be a seat that has captured cards."),
            )
        )
    if not anyone and state.last_capturer is not None:
        problems.append(
            Problem(
                f"{ROOT}/last_capturer",
                "wrong_last_capturer",
                msg("Nobody has captured anything yet."),
            )
        )
    for seat, tabbes in enumerate(state.tabbar):
        if tabbes < 0 or 2 * tabbes > len(state.captured[seat]):
            problems.append(
                Problem(
                    f"{ROOT}/tabbar/{seat}",
                    "impossible_tabbar",
                    msg("Each tabbe is a capture of at least two cards into the pile."),
                    "CORE-TABBE-1",
                )
            )
        elif plays is not None and tabbes > plays[seat]:
            problems.append(
                Problem(
                    f"{ROOT}/tabbar/{seat}",
                    "impossible_tabbar",
                    msg(
                        "Each tabbe is one capture; seat {seat} has made {plays} play(s) this "
                        "deal.",
                        seat=seat,
                        plays=plays[seat],
                    ),
                    "CORE-TABBE-1",
                )
            )
    for seat, mulles in enumerate(state.mulles or ()):
        twins = sum(n // 2 for n in Counter(state.captured[seat]).values())
        if mulles < 0 or mulles > twins:
            problems.append(
                Problem(
                    f"{ROOT}/mulles/{seat}",
                    "impossible_mulles",
                    msg(
                        "Each mulle puts a pair of twins into the pile; seat {seat} has {twins}.",
                        seat=seat,
                        twins=twins,
                    ),
                    "MULLE-S-7",
                )
            )
        elif plays is not None and mulles > plays[seat]:
            problems.append(
                Problem(
                    f"{ROOT}/mulles/{seat}",
                    "impossible_mulles",
                    msg(
                        "Each mulle is one capture; seat {seat} has made {plays} play(s) this "
                        "deal.",
                        seat=seat,
                        plays=plays[seat],
                    ),
                    "MULLE-S-7",
                )
            )
    if plays is not None and state.phase is Phase.PLAY:
        problems += [
            Problem(
                f"{ROOT}/captured/{seat}",
                "wrong_captured",
                msg(
                    "Seat {seat} has made no play this deal, so it has captured nothing.", seat=seat
                ),
                "CORE-CAP-6",
            )
            for seat, pile in enumerate(state.captured)
            if pile and not plays[seat]
        ]
    for seat, points in enumerate(state.mulle_points or ()):
        most = None if plays is None else plays[seat]
        if not _mulle_points_possible(state.captured[seat], points, valuation, most):
            pairs = sorted_cards(code for code, n in Counter(state.captured[seat]).items() if n > 1)
            found = ", ".join(pairs) or msg("none")
            problems.append(
                Problem(
                    f"{ROOT}/mulle_points/{seat}",
                    "impossible_mulle_points",
                    msg(
                        "Each mulle puts a twin pair into the pile and scores the played card's "
                        "hand value; {points} is no sum of the values of distinct twin pairs in "
                        "seat {seat}'s pile ({pairs}).",
                        points=points,
                        seat=seat,
                        pairs=found,
                    )
                    if most is None
                    else msg(
                        "Each mulle puts a twin pair into the pile and scores the played card's "
                        "hand value; {points} is no sum of the values of distinct twin pairs in "
                        "seat {seat}'s pile ({pairs}) in at most {most} mulle(s), one per play.",
                        points=points,
                        seat=seat,
                        pairs=found,
                        most=most,
                    ),
                    "MULLE-G-8",
                )
            )
    play = state.last_play
    if play is not None and play.captured and state.last_capturer != play.player:
        problems.append(
            Problem(
                f"{ROOT}/last_play",
                "wrong_last_play",
                msg("The last play was a capture, so its player is the last capturer."),
            )
        )
    return problems


def last_play_problems(
    state: FishingState, last_player: int | None, mulles: bool, builds: bool = False
) -> list[Problem]:
    """A deal in play: ``last_play`` (optional, so only checked when given) is the play that
    led to this state (KAS-VAR-8, AKF-10: an announcement right after a capture rests on it).
    Its player is the seat that played just before ``to_move`` (``last_player``,
    CORE-TURN-1); a trail's card is the last loose card on the table (CORE-TRAIL-1); a
    capture's cards are in its player's pile (CORE-CAP-6); it is a tabbe exactly when the
    table is empty (CORE-TABBE-1); and where the game has mulles, a capture of the twin
    alone is one of its player's mulles (MULLE-S-7). Where the game ``builds``, a play that
    took nothing was a trail or a build play, and a default may have broken builds up into
    loose cards since (BYGG-PEN-6): its card only lies somewhere on the table."""
    play = state.last_play
    if play is None or state.phase is not Phase.PLAY:
        return []
    at = f"{ROOT}/last_play"
    if last_player is None:
        return [
            Problem(at, "wrong_last_play", msg("No play has been made this deal."), "CORE-TURN-1")
        ]
    problems: list[Problem] = []
    if play.player != last_player:
        problems.append(
            Problem(
                f"{at}/player",
                "wrong_last_play",
                msg(
                    "Seat {last_player} made the last play: play goes round the table.",
                    last_player=last_player,
                ),
                "CORE-TURN-1",
            )
        )
    if play.tabbe != state.table.is_empty:
        problems.append(
            Problem(
                f"{at}/tabbe",
                "wrong_last_play",
                msg("The last play was a tabbe exactly when it left the table empty."),
                "CORE-TABBE-1",
            )
        )
    if not play.captured and builds:
        if play.card not in state.table.all_cards:
            problems.append(
                Problem(
                    f"{at}/card",
                    "wrong_last_play",
                    msg(
                        "The last play took nothing, so its card lies on the table, loose or in a "
                        "build."
                    ),
                    "BYGG-TURN-1",
                )
            )
    elif not play.captured:
        if state.table.cards[-1:] != (play.card,):
            problems.append(
                Problem(
                    f"{at}/card",
                    "wrong_last_play",
                    msg("A trailed card lies on the table as its last loose card."),
                    "CORE-TRAIL-1",
                )
            )
    elif not Counter((play.card, *play.captured)) <= Counter(state.captured[play.player]):
        problems.append(
            Problem(
                f"{at}/captured",
                "wrong_last_play",
                msg(
                    "The played and captured cards went into seat {player}'s pile.",
                    player=play.player,
                ),
                "CORE-CAP-6",
            )
        )
    elif (
        mulles
        and state.mulles is not None
        and play.captured == (play.card,)
        and not state.mulles[play.player]
    ):
        problems.append(
            Problem(
                f"{ROOT}/mulles/{play.player}",
                "impossible_mulles",
                msg("The last play took the twin of the played card alone, a mulle."),
                "MULLE-S-7",
            )
        )
    return problems


def _mulle_points_possible(
    pile: Sequence[Card], points: int, valuation: Valuation, most: int | None
) -> bool:
    """Whether ``points`` is a sum of one hand value of each of at most ``most`` (None: any
    number of) distinct twin pairs in ``pile`` (MULLE-G-8: a mulle puts the played card and
    its twin into the pile and scores the played card's hand value; every code has one twin,
    so a pair is one mulle at most). Sums are kept as bit sets."""
    if points == 0:
        return True
    if points < 0:
        return False
    pairs = [hand_values(code, valuation) for code, n in Counter(pile).items() if n > 1]
    if most is None or most >= len(pairs):
        sums = 1
        for values in pairs:
            sums |= _shifted(sums, values)
        return bool(sums >> points & 1)
    exactly = [1] + [0] * most  # sums of exactly k pairs, k = 0…most
    for values in pairs:
        for k in range(most, 0, -1):
            if exactly[k - 1]:
                exactly[k] |= _shifted(exactly[k - 1], values)
    return any(sums >> points & 1 for sums in exactly)


def _shifted(sums: int, values: Sequence[int]) -> int:
    out = 0
    for value in values:
        out |= sums << value
    return out


def unrecorded_tabbe_problems(state: FishingState, plays: Sequence[int]) -> list[Problem]:
    """For a game that records every tabbe: a table empty after a play of this deal was
    cleared by the last capture (a trail leaves a card, CORE-TRAIL-1, and a later round deals
    none to the table), a tabbe the last capturer has recorded (CORE-TABBE-1)."""
    if state.phase is not Phase.PLAY or not sum(plays) or not state.table.is_empty:
        return []
    seat = state.last_capturer
    if seat is None:
        return [
            Problem(
                f"{ROOT}/table",
                "wrong_table",
                msg("Nobody has captured, so the cards played this deal still lie on the table."),
                "CORE-TRAIL-1",
            )
        ]
    if state.tabbar[seat]:
        return []
    return [
        Problem(
            f"{ROOT}/tabbar/{seat}",
            "impossible_tabbar",
            msg(
                "The table is empty, so the last capture, by seat {seat}, was a tabbe it recorded.",
                seat=seat,
            ),
            "CORE-TABBE-1",
        )
    ]


def sweep_limit_problems(state: FishingState, none_at: int) -> list[Problem]:
    """FIN-SWEEP-4 (AKF-35): no sweep is recorded while a side's running score is at least
    ``none_at``; running scores never fall below the match totals, so a deal that began with
    a side there records none."""
    match = state.match
    before = match.scores
    if state.phase is Phase.DEAL_OVER and match.history:  # the totals before this deal
        before = tuple(a - b for a, b in zip(match.scores, match.history[-1], strict=False))
    if not any(state.tabbar) or max(before, default=0) < none_at:
        return []
    return [
        Problem(
            f"{ROOT}/tabbar",
            "uncounted_sweeps",
            msg(
                "A side had {before} points, at least {none_at}, when this deal began, so no "
                "tabbe of it is recorded.",
                before=max(before),
                none_at=none_at,
            ),
            "FIN-SWEEP-4",
        )
    ]


def zone_problems(state: FishingState, zones: frozenset[str], game: str) -> list[Problem]:
    """Per-seat counts a game keeps (mulles, penalties, mulle points) are there exactly in
    that game, and never negative."""
    problems: list[Problem] = []
    for name in ZONES:
        if name not in zones and getattr(state, name) is not None:
            problems.append(
                Problem(
                    f"{ROOT}/{name}",
                    "not_in_this_game",
                    msg(
                        "The game '{game}' keeps no {name}; remove the field.", game=game, name=name
                    ),
                )
            )
        elif name in zones and getattr(state, name) is None:
            problems.append(
                Problem(
                    f"{ROOT}/{name}",
                    "missing_field",
                    msg("The field '{name}' is required in this game.", name=name),
                )
            )
    if state.next_build is not None and state.next_build < 1:
        problems.append(
            Problem(
                f"{ROOT}/next_build",
                "invalid_next_build",
                msg("The field 'next_build' is at least 1."),
            )
        )
    if state.penalties is not None and any(points < 0 for points in state.penalties):
        problems.append(
            Problem(
                f"{ROOT}/penalties",
                "impossible_penalties",
                msg("Penalty points are never negative."),
            )
        )
    return problems


def penalty_problems(
    state: FishingState,
    kept: KeptPoints | None,
    penalizing: bool,
    plays: Sequence[int] | None = None,
) -> list[Problem]:
    """Penalty points counted in occurrences (misär's 5 for a missed forced tabbe,
    MISAR-FORCE-2) are a whole number of them, at most one per play the seat has made this
    deal (``plays``, None where not known), and there are none where a missed forced tabbe
    is refused instead (CORE-ENF-1: ``enforcement: reject``, or no forced tabbe)."""
    if state.penalties is None or kept is None or kept.per is None:
        return []
    if not penalizing and any(state.penalties):
        return [
            Problem(
                f"{ROOT}/penalties",
                "impossible_penalties",
                msg("No penalty is ever given here: a missed forced tabbe is refused."),
                "CORE-ENF-1",
            )
        ]
    problems = [
        Problem(
            f"{ROOT}/penalties/{seat}",
            "impossible_penalties",
            msg("Penalty points come {per} at a time.", per=kept.per),
            kept.rule,
        )
        for seat, points in enumerate(state.penalties)
        if points % kept.per
    ]
    if plays is not None:
        per = kept.per
        problems += [
            Problem(
                f"{ROOT}/penalties/{seat}",
                "impossible_penalties",
                msg(
                    "Penalty points come {per} for one play; seat {seat} has made {plays} play(s) "
                    "this deal.",
                    per=per,
                    seat=seat,
                    plays=plays[seat],
                ),
                kept.rule,
            )
            for seat, points in enumerate(state.penalties)
            if points > per * plays[seat]
        ]
    return problems


def ended_by_problems(state: FishingState, allowed: frozenset[str]) -> list[Problem]:
    """A deal ends early only in the ways the game has, and that ends the match."""
    if state.ended_by is None:
        return []
    if state.ended_by not in allowed:
        return [
            Problem(
                f"{ROOT}/ended_by",
                "not_in_this_game",
                msg("A deal of this game cannot end by '{ended_by}'.", ended_by=state.ended_by),
            )
        ]
    if state.phase is not Phase.DEAL_OVER or not state.match.over:
        return [
            Problem(
                f"{ROOT}/ended_by",
                "wrong_ended_by",
                msg("A deal ended early is over, and so is its match."),
            )
        ]
    return []


def sweep_problems(
    state: FishingState, sides: Sequence[Sequence[int]], rule: str = "FIN-SWEEP-2"
) -> list[Problem]:
    """FIN-SWEEP-2 (BYGG-VAR-6): with cancellation some side always has no uncancelled
    sweep; ``rule`` is the game's cancellation rule."""
    playing = [seats for seats in sides if seats]
    if len(playing) > 1 and all(sum(state.tabbar[s] for s in seats) for seats in playing):
        return [
            Problem(
                f"{ROOT}/tabbar",
                "uncancelled_sweeps",
                msg("When every side has a tabbe they cancel, so some side has none."),
                rule,
            )
        ]
    return []


def unmarked_tabbe_problems(state: FishingState, rule: str) -> list[Problem]:
    """BYGG-VAR-5: where tabbes are not marked, every seat's tabbar is 0."""
    if any(state.tabbar):
        return [
            Problem(
                f"{ROOT}/tabbar",
                "unmarked_tabbar",
                msg("With these options tabbar score nothing and are not marked."),
                rule,
            )
        ]
    return []


def match_problems(state: FishingState, sides: int, target: int | None) -> list[Problem]:
    """Match scores are the sum of the finished deals; the target matches the options."""
    match = state.match
    base = f"{ROOT}/match"
    problems: list[Problem] = []
    if match.target != target:
        problems.append(
            Problem(
                f"{base}/target", "wrong_target", msg("The match target must equal the option.")
            )
        )
    if len(match.scores) != sides or any(len(row) != sides for row in match.history):
        problems.append(
            Problem(
                f"{base}/scores",
                "wrong_length",
                msg("Scores need one entry per side ({sides}).", sides=sides),
            )
        )
        return problems
    finished = match.deal_number if state.phase is Phase.DEAL_OVER else match.deal_number - 1
    if len(match.history) != finished:
        problems.append(
            Problem(
                f"{base}/history",
                "wrong_history",
                msg(
                    "Deal {deal} is over, so {finished} finished deal(s) are recorded.",
                    deal=match.deal_number,
                    finished=finished,
                )
                if state.phase is Phase.DEAL_OVER
                else msg(
                    "Deal {deal} is in play, so {finished} finished deal(s) are recorded.",
                    deal=match.deal_number,
                    finished=finished,
                ),
            )
        )
    problems += negative_row_problems(match.history, f"{base}/history")
    totals = tuple(sum(column) for column in zip(*match.history, strict=True)) or (0,) * sides
    if tuple(match.scores) != totals:
        problems.append(
            Problem(
                f"{base}/scores", "wrong_scores", msg("Scores must be the sum of the deal history.")
            )
        )
    if match.over and state.phase is not Phase.DEAL_OVER:
        problems.append(
            Problem(f"{base}/over", "wrong_match_over", msg("A match ends only after a deal ends."))
        )
    if match.winners is not None and any(not 0 <= w < sides for w in match.winners):
        problems.append(
            Problem(
                f"{base}/winners",
                "invalid_side",
                msg("Each winner must be a side from 0 to {sides}.", sides=sides - 1),
            )
        )
    if match.over != (match.winners is not None):
        problems.append(
            Problem(f"{base}/winners", "wrong_winners", msg("Winners are given exactly when over."))
        )
    return problems


def seating_problems(
    state: FishingState, seating: SeatingRules | None, player_counts: Sequence[int]
) -> list[Problem]:
    """The players of this deal are exactly the sides its match rules seat (MISAR-MATCH-1:
    those below the limit; BYGG-MATCH-4: those tied for first place), in seat order, and
    sides left out score nothing in it. ``seating`` None: every side plays every deal."""
    match = state.match
    base = f"{ROOT}/match/remaining"
    if seating is None:
        if match.remaining is None:
            return []
        return [
            Problem(
                base,
                "not_in_this_game",
                msg("Only an elimination match or a play-off leaves players out of a deal."),
            )
        ]
    rule = seating.seating_rule
    sides = len(match.scores)
    remaining = list(range(sides)) if match.remaining is None else list(match.remaining)
    if match.remaining is not None and (
        remaining != sorted(set(remaining))
        or len(remaining) != state.players
        or any(not 0 <= side < sides for side in remaining)
        or len(remaining) >= sides
        or sides not in player_counts
    ):
        return [
            Problem(
                base,
                "invalid_remaining",
                msg(
                    "The {players} players of this deal are distinct sides 0…{sides} in seat "
                    "order, fewer than all of the match's players.",
                    players=state.players,
                    sides=sides - 1,
                ),
                rule,
            )
        ]
    finished = len(match.history) - (state.phase is Phase.DEAL_OVER)
    if not sides or finished < 0 or any(len(row) != sides for row in match.history):
        return []  # the match's own check reports it (no scores: no side to seat or judge)
    earlier = match.history[:finished]
    before = MatchState(
        seed=match.seed,
        target=match.target,
        deal_number=finished + 1,
        scores=tuple(sum(row[side] for row in earlier) for side in range(sides)),
        history=earlier,
    )
    out = [side for side in range(sides) if side not in remaining]
    problems: list[Problem] = []
    if sorted(seating.still_in(before)) != remaining:
        problems.append(
            Problem(
                base,
                "wrong_remaining",
                msg(
                    "The players of this deal are {seating_text}.",
                    seating_text=seating.seating_text,
                ),
                rule,
            )
        )
    if state.phase is Phase.DEAL_OVER and any(match.history[-1][side] for side in out):
        problems.append(
            Problem(
                f"{ROOT}/match/history",
                "wrong_history",
                msg("A player who is not in this deal scores nothing in it."),
                rule,
            )
        )
    return problems
